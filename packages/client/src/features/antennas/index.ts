export { AntennaCards } from './AntennaCards';
export { AntennaEditor, type AntennaEditorProps } from './AntennaEditor';
export {
  ANTENNA_NAME_MAX,
  type AntennaForm,
  type AntennaFormProblem,
  antennaRequest,
  EMPTY_ANTENNA_FORM,
  formFromAntenna,
  formProblem,
  parseKeywordLines,
} from './antennaForm';
export { antennaSource } from './antennaSource';

export { confirmIntenseEffects, type IntenseChoice } from './confirmIntense';
export { INTENSE_FUNCTIONS, mentionsIn, usesIntenseEffects } from './intenseEffects';

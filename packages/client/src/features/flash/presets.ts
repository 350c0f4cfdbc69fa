/**
 * The examples a new play can start from (our own, each a small working script): the editor
 * offers them by name, and every one is run in the sandbox by presets.test.ts. The scripts'
 * own words are code, written once in English like the rest of an example's code.
 */
export interface PlayPreset {
  /** Its name's key under `play.presets`. */
  id: 'counter' | 'postNote' | 'picker';
  script: string;
}

const counter = `/// @ 0.19.0
// Each press of the button adds one to the count.
var count = 0
let shown = Ui:C:text({ text: "Count: 0" })

Ui:render([
  shown
  Ui:C:button({
    text: "Add one"
    onClick: @() {
      count += 1
      shown.update({ text: \`Count: {count}\` })
    }
  })
])
`;

const postNote = `/// @ 0.19.0
// Posts what you write as a note. Mk:api asks you before anything is posted.
var text = ""
let status = Ui:C:text({ text: "" })

Ui:render([
  Ui:C:textarea({
    label: "Your note"
    onInput: @(value) { text = value }
  })
  Ui:C:button({
    text: "Post"
    primary: true
    onClick: @() {
      if (text.trim() == "") {
        status.update({ text: "Write something first." })
        return null
      }
      let result = Mk:api("notes/create", { text: text })
      if (Core:type(result) == "error") {
        status.update({ text: "Not posted." })
      } else {
        status.update({ text: "Posted!" })
      }
    }
  })
  status
])
`;

const picker = `/// @ 0.19.0
// Picks one of your lines at random. Mk:save keeps the list for your next visit.
let saved = Mk:load("choices")
var choices = if (saved == null) { \`Tea{Str:lf}Coffee{Str:lf}Water\` } else { saved }
let picked = Ui:C:text({ text: "" size: 1.5 bold: true })

Ui:render([
  Ui:C:textarea({
    label: "One choice per line"
    default: choices
    onInput: @(value) {
      choices = value
      Mk:save("choices", value)
    }
  })
  Ui:C:button({
    text: "Pick one"
    primary: true
    onClick: @() {
      let lines = choices.split(Str:lf).filter(@(line) { line.trim() != "" })
      if (lines.len == 0) {
        picked.update({ text: "Add a choice first." })
      } else {
        picked.update({ text: lines[Math:rnd(0, lines.len - 1)] })
      }
    }
  })
  picked
])
`;

export const PLAY_PRESETS: readonly PlayPreset[] = [
  { id: 'counter', script: counter },
  { id: 'postNote', script: postNote },
  { id: 'picker', script: picker },
];

/** A new play's script: the first example. */
export const STARTER_SCRIPT = counter;

/**
 * Whether choosing an example would lose work: the script holds something the reader wrote
 * (not empty, and not one of the examples as it came).
 */
export function scriptHasEdits(script: string): boolean {
  return script.trim() !== '' && !PLAY_PRESETS.some((preset) => preset.script === script);
}

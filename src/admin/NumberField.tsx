/**
 * The editor's number field (« nombre », registered in main.ts; cmsConfig.ts gives it to every
 * number of the schema). Sveltia's own number field reads what is typed with `Number()`: « 6,5 »
 * and « 432 000 » are not numbers to it, so it empties the field at the comma or the space, and
 * « 6,5 » became 5, « 432 000 » became 00. This one reads French numbers (src/lib/frenchNumber.ts),
 * writes the number to the file, and refuses on the spot what it cannot read, saying why under
 * the field; until it is corrected the entry holds the text as typed, which the save refuses too.
 *
 * Sveltia draws a field type with its own copy of React: a class component, so that no hook of
 * ours runs under its renderer, and so that Sveltia finds `isValid` on the instance before a save.
 */
import { Component, type ChangeEvent } from 'react';
import { readFrenchNumber, writeFrenchNumber, type NumberRules, type NumberUnit } from '../lib/frenchNumber';

interface FieldConfig {
  get(key: string): unknown;
}

interface Props {
  value: unknown;
  field: FieldConfig;
  forID: string;
  classNameWrapper: string;
  onChange: (value: unknown) => void;
}

interface State {
  /** What the field shows: what was typed, or the file's number written the French way. */
  text: string;
}

/** The file's value as the field shows it: a number the French way, a text (an unread entry) as it is. */
const shown = (value: unknown) => (typeof value === 'number' ? writeFrenchNumber(value) : typeof value === 'string' ? value : '');

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The rules of a field, from its configuration (cmsConfig.ts `cmsField`). */
export function rulesOf(field: FieldConfig): NumberRules {
  return {
    integer: field.get('value_type') === 'int',
    min: numberOrUndefined(field.get('min')),
    max: numberOrUndefined(field.get('max')),
    unit: (field.get('unit') as NumberUnit | undefined) ?? undefined,
  };
}

/**
 * The value an entry keeps for `text`: the number read (out of its range too, which the save and
 * the preview then refuse with the schema's own words), nothing, or the text itself while it
 * cannot be read as a number.
 */
export function valueFor(text: string, { integer, unit }: NumberRules): number | string | null {
  const reading = readFrenchNumber(text, { integer, unit });
  if ('value' in reading) return reading.value;
  return 'empty' in reading ? null : text;
}

export class NumberField extends Component<Props, State> {
  state: State = { text: shown(this.props.value) };

  /** The last value this field gave the entry: another one comes from elsewhere (a reverted change). */
  private given: unknown = this.props.value;

  componentDidUpdate(previous: Props) {
    if (previous.value !== this.props.value && this.props.value !== this.given) {
      this.given = this.props.value;
      this.setState({ text: shown(this.props.value) });
    }
  }

  private change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    this.setState({ text });
    this.given = valueFor(text, rulesOf(this.props.field));
    this.props.onChange(this.given);
  };

  /** Once left, a number read is shown the French way: « 432000 » becomes « 432 000 ». */
  private leave = () => {
    const reading = readFrenchNumber(this.state.text, rulesOf(this.props.field));
    if ('value' in reading) this.setState({ text: writeFrenchNumber(reading.value) });
  };

  /** Sveltia asks before a save: a text that is not the number meant stops it, with the reason. */
  isValid() {
    const reading = readFrenchNumber(this.state.text, rulesOf(this.props.field));
    return 'problem' in reading ? { error: { message: reading.problem } } : true;
  }

  render() {
    const { forID, classNameWrapper, field } = this.props;
    const reading = readFrenchNumber(this.state.text, rulesOf(field));
    const problem = 'problem' in reading ? reading.problem : undefined;
    const messageId = `${forID}-nombre`;
    return (
      <div style={{ display: 'grid', gap: '4px' }}>
        <input
          id={forID}
          className={classNameWrapper}
          type="text"
          inputMode={field.get('value_type') === 'int' ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={this.state.text}
          onChange={this.change}
          onBlur={this.leave}
          // Sveltia names a field by its label's id, « <id>-label ».
          aria-labelledby={`${forID}-label`}
          aria-required={field.get('required') !== false}
          aria-invalid={problem ? true : undefined}
          aria-errormessage={problem ? messageId : undefined}
        />
        {problem ? (
          <p id={messageId} role="alert" style={{ margin: 0, color: 'var(--sui-error-foreground-color)', fontSize: 'var(--sui-font-size-small)' }}>
            {problem}
          </p>
        ) : null}
      </div>
    );
  }
}

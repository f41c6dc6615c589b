import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

export interface ListFieldTexts {
  label: string;
  placeholder: string;
  add: string;
  /** The remove button's label for one entry ("Remove {item}"). */
  remove: (item: string) => string;
  empty: string;
}

/**
 * An editable list of short texts (features, image URLs): each entry can be changed or removed,
 * and new ones are typed into the field below and added with the button or Enter.
 */
export function ListField({
  value,
  onChange,
  texts,
  inputType = 'text',
  error,
  lang,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  texts: ListFieldTexts;
  inputType?: 'text' | 'url';
  error?: string;
  /** The language of the entries (set on the inputs only: the labels are in the admin's). */
  lang?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = () => {
    const item = draft.trim();
    if (!item) return;
    onChange([...value, item]);
    setDraft('');
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="grid grid-cols-1 gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{texts.label}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-stone-500">{texts.empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {value.map((item, index) => (
            <li key={index} className="flex items-center gap-2">
              <Input
                type={inputType}
                lang={lang}
                value={item}
                aria-label={`${texts.label} ${index + 1}`}
                onChange={(event) => onChange(value.map((old, i) => (i === index ? event.target.value : old)))}
              />
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 text-stone-500 hover:text-red-700"
                aria-label={texts.remove(item || String(index + 1))}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-draft`} className="sr-only">
          {texts.placeholder}
        </Label>
        <Input
          id={`${id}-draft`}
          type={inputType}
          lang={lang}
          value={draft}
          placeholder={texts.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onDraftKey}
        />
        <Button variant="outline" className="shrink-0" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden />
          {texts.add}
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

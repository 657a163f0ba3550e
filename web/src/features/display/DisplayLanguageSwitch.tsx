import { chooseDisplayLanguage, useDisplayLanguage } from './display-language';
import classes from './RoomDisplay.module.css';

const LABELS = { en: 'EN', am: 'አማ' } as const;

/** The TV's own language switch, small beside the hall's name (a remote or a mouse reaches it). */
export function DisplayLanguageSwitch() {
  const current = useDisplayLanguage();
  return (
    <span className={classes.languages} data-testid="display-language">
      {(['en', 'am'] as const).map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => chooseDisplayLanguage(language)}
        >
          {LABELS[language]}
        </button>
      ))}
    </span>
  );
}

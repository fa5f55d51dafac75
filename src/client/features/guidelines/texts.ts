/** The guidelines page's texts: the list's rules, as the community wrote them. */
import { defineTexts } from '../../lib/i18n/registry';
export const guidelinesTexts = defineTexts('guidelinesTexts', {
  title: 'Guidelines',
  allowedHacks: {
    heading: 'Allowed hacks',
    intro: 'Only tools that do not make a level easier are allowed, among them:',
    items: [
      'Click between frames (CBF) and other input-timing fixes that do not change the game speed',
      'FPS bypass and physics bypass at a constant frame rate',
      'Show hitboxes on death, noclip accuracy and cheat indicator overlays',
      'Practice music sync, safe-mode indicators and other purely visual tools',
      'Transparent or hidden UI, smooth fix, restart button and other quality-of-life options',
    ],
    outro: 'Ask a list editor before using anything that is not listed.',
  },
  submitting: {
    heading: 'Record submitting rules',
    items: [
      'Audible clicks are required.',
      'Extreme demons need raw footage of at least 2 minutes and the cheat indicator.',
      '2-player levels need a hand cam.',
      'The recording must run from 0% to 100% with the full end screen and clear quality.',
    ],
    /** The last rule, around its link to the submissions page. */
    where: { before: 'Submit it on the community chat server or on the website at ', link: '/submissions', after: '.' },
  },
  banning: {
    heading: 'Banning',
    items: [
      'A flag role exists for hackers: a first offence earns it.',
      'A second offence is a ban of 2 weeks to 2 months.',
      'A third offence is permanent.',
    ],
  },
  bonus: {
    heading: 'Bonus rules',
    items: [
      '1-attempt practice completions are allowed.',
      '100% accuracy runs are not accepted.',
      'Exiting at the end screen does not count.',
      'Records on an unsupported external low-detail mode are not accepted.',
      'A start position from 0% is allowed.',
    ],
  },
});

/** The home teasers' pictograms, by service: path data for `LineArt` (components/Icons). */
import { circle } from '../../components/Icons/Icons';

export const pictograms = {
  // A stopwatch: staff mobilised fast.
  interim: [circle(12, 13.5, 7.5), 'M12 9.5v4l2.5 1.5M10 2.5h4M12 2.5V6M18.5 6.5l1.5-1.5'],
  // A person with a check mark: the right hire.
  recrutement: [circle(9, 8, 4), 'M2.5 20.5a6.5 6.5 0 0 1 13 0M16 11l2 2 4-4'],
  // A payslip.
  paie: ['M6 2.5h9l4 4v15H6z', 'M14.5 2.5v4.5H19M9.5 11.5h6M9.5 15h6M9.5 18.5h3.5'],
};

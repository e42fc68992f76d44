import { FaqSection } from '../../shared/FaqSection';
import { FAQ } from './content';

const items = FAQ.map((f) => ({ title: f.q, body: <p>{f.a}</p> }));

export function Faq() {
  return <FaqSection id="faq-title" items={items} />;
}

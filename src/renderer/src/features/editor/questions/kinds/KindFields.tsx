import { OptionRows } from '../OptionRows';
import { ClosestFields } from './ClosestFields';
import type { KindFieldsProps } from './kindFieldsProps';
import { OrderFields } from './OrderFields';
import { PollFields } from './PollFields';
import { TrueFalseFields } from './TrueFalseFields';
import { WhoSaidItFields } from './WhoSaidItFields';

/** The fields the question's kind needs, and only those. */
export function KindFields(props: KindFieldsProps): React.JSX.Element {
  switch (props.question.kind) {
    case 'choice':
      return <OptionRows {...props} markCorrect />;
    case 'trueFalse':
      return <TrueFalseFields {...props} />;
    case 'whoSaidIt':
      return <WhoSaidItFields {...props} />;
    case 'closest':
      return <ClosestFields {...props} />;
    case 'order':
      return <OrderFields {...props} />;
    case 'poll':
      return <PollFields {...props} />;
  }
}

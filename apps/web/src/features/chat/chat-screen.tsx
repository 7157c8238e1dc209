import { useParams } from 'react-router';
import { ChatMessenger, type ChatHrefs, type ChatMessengerProps } from './chat-messenger';
import { NewConversationForm } from './new-conversation-form';

export interface ChatScreenProps {
  hrefs: ChatHrefs;
  /** The list alone, the new-conversation form, or the conversation of the address's `conversationKey`. */
  mode: 'list' | 'new' | 'conversation';
  offset?: ChatMessengerProps['offset'];
}

export function ChatScreen({ hrefs, mode, offset }: ChatScreenProps) {
  const conversationKey = useParams().conversationKey;
  if (mode === 'new') {
    return (
      <ChatMessenger
        hrefs={hrefs}
        offset={offset}
        pane={<NewConversationForm listHref={hrefs.list} conversationHref={hrefs.conversation} />}
      />
    );
  }
  return (
    <ChatMessenger
      hrefs={hrefs}
      offset={offset}
      conversationKey={mode === 'conversation' ? conversationKey : undefined}
    />
  );
}

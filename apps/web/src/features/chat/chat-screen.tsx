import { useParams } from 'react-router';
import { ChatMessenger, type ChatHrefs } from './chat-messenger';
import { NewConversationForm } from './new-conversation-form';

export interface ChatScreenProps {
  hrefs: ChatHrefs;
  /** The list alone, the new-conversation form, or the conversation of the address's `conversationKey`. */
  mode: 'list' | 'new' | 'conversation';
}

export function ChatScreen({ hrefs, mode }: ChatScreenProps) {
  const conversationKey = useParams().conversationKey;
  if (mode === 'new') {
    return <ChatMessenger hrefs={hrefs} pane={<NewConversationForm listHref={hrefs.list} conversationHref={hrefs.conversation} />} />;
  }
  return <ChatMessenger hrefs={hrefs} conversationKey={mode === 'conversation' ? conversationKey : undefined} />;
}

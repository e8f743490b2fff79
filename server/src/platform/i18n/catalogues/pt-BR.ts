import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in Brazilian Portuguese. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'Faça login.',
  'Please log in to continue.': 'Faça login para continuar.',
  'Please sign in to continue.': 'Faça login para continuar.',
  'Your session has expired. Please log in again.': 'Sua sessão expirou. Faça login novamente.',
  'Invalid credentials.': 'Credenciais inválidas.',
  'Username or email is required.': 'Informe o nome de usuário ou o e-mail.',
  'Password is required.': 'Informe a senha.',
  'Username is required.': 'Informe o nome de usuário.',
  'Email is required.': 'Informe o e-mail.',
  'Please enter a valid email address.': 'Informe um endereço de e-mail válido.',
  'Invalid email format.': 'Formato de e-mail inválido.',
  'Email is too long.': 'O e-mail é longo demais.',
  'Username must be at least {{count}} characters.':
    'O nome de usuário deve ter pelo menos {{count}} caracteres.',
  'Username must be at most {{count}} characters.':
    'O nome de usuário deve ter no máximo {{count}} caracteres.',
  'Password must be at least {{count}} characters.':
    'A senha deve ter pelo menos {{count}} caracteres.',
  'Password must be at most {{count}} characters.':
    'A senha deve ter no máximo {{count}} caracteres.',
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'O nome de usuário só pode conter letras, números, pontos, hifens e sublinhados.',
  'Username is already taken.': 'Esse nome de usuário já está em uso.',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'Este nome de usuário ou e-mail já está em uso. Se você já tem uma conta, faça login ou redefina sua senha.',
  'An account with this email already exists. Log in or reset your password.':
    'Já existe uma conta com este e-mail. Faça login ou redefina sua senha.',
  'Could not create your account right now. Please try again.':
    'Não foi possível criar sua conta agora. Tente novamente.',
  'Invalid or expired reset token.': 'O link de redefinição é inválido ou expirou.',
  'Password reset email sent. Please check your inbox.':
    'Enviamos um e-mail para redefinir a senha. Confira sua caixa de entrada.',
  'Password has been reset successfully!': 'Senha redefinida com sucesso!',
  'You have been logged out.': 'Você saiu da sua conta.',
  'You have been logged out on every device.': 'Você saiu da sua conta em todos os dispositivos.',
  'Google token is required.': 'O token do Google é obrigatório.',
  'Google sign-in failed.': 'Falha no login com o Google.',
  'Google sign-in is not configured.': 'O login com o Google não está configurado.',
  'Google sign-in is unavailable right now. Please try again later.':
    'O login com o Google está indisponível agora. Tente novamente mais tarde.',
  'This email is already linked to another Google account.':
    'Este e-mail já está vinculado a outra conta do Google.',
  'Please solve the captcha.': 'Resolva o captcha.',
  'Captcha verification failed. Please try again.':
    'A verificação do captcha falhou. Tente novamente.',
  'Please complete the check again; it may take a few seconds.':
    'Conclua a verificação de novo; isso pode levar alguns segundos.',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'Token de segurança ausente ou inválido. Recarregue a página e tente novamente.',
  'Too many requests. Please slow down and try again shortly.':
    'Solicitações demais. Vá com calma e tente novamente em instantes.',
  'Too many requests. Please try again in 1 second.':
    'Solicitações demais. Tente novamente em 1 segundo.',
  'Too many requests. Please try again in {{seconds}} seconds.':
    'Solicitações demais. Tente novamente em {{seconds}} segundos.',
  'Too many messages at once. Please wait a moment.':
    'Mensagens demais de uma vez. Aguarde um momento.',
  'Too many connections from your network. Close some tabs and try again.':
    'Conexões demais a partir da sua rede. Feche algumas abas e tente novamente.',
  'Invalid request.': 'Solicitação inválida.',
  'Bad request.': 'Solicitação incorreta.',
  'Request body is missing.': 'O corpo da solicitação está ausente.',
  'The request body is not valid JSON.': 'O corpo da solicitação não é um JSON válido.',
  'The request has unknown fields.': 'A solicitação tem campos desconhecidos.',
  'The file or request is too large.': 'O arquivo ou a solicitação é grande demais.',
  'Unsupported content type.': 'Tipo de conteúdo não suportado.',
  'Something went wrong on our side. Please try again.':
    'Algo deu errado do nosso lado. Tente novamente.',
  'Server error. Please try again.': 'Erro no servidor. Tente novamente.',
  'Not found.': 'Não encontrado.',
  'You are not allowed to do that.': 'Você não tem permissão para fazer isso.',
  'Only moderators can do this.': 'Só moderadores podem fazer isso.',
  'Only admins can do this.': 'Só administradores podem fazer isso.',
  'User not found.': 'Usuário não encontrado.',
  'Profile not found.': 'Perfil não encontrado.',
  'Room not found.': 'Sala não encontrada.',
  'Conversation not found.': 'Conversa não encontrada.',
  'Message not found.': 'Mensagem não encontrada.',
  'Photo not found.': 'Foto não encontrada.',
  'Friend request not found.': 'Solicitação de amizade não encontrada.',
  'Friend not found.': 'Amigo não encontrado.',
  'Notification not found.': 'Notificação não encontrada.',
  'File not found.': 'Arquivo não encontrado.',
  'Content not found.': 'Conteúdo não encontrado.',
  'Bio must be at most {{count}} characters.': 'A bio deve ter no máximo {{count}} caracteres.',
  'At most {{count}} interests.': 'No máximo {{count}} interesses.',
  'An interest is at most {{count}} characters.':
    'Um interesse pode ter no máximo {{count}} caracteres.',
  'Search text is too long.': 'O texto da busca é longo demais.',
  'Please log in to chat.': 'Faça login para conversar.',
  'You can only chat with friends.': 'Você só pode conversar com amigos.',
  'Message cannot be empty.': 'A mensagem não pode ficar vazia.',
  'Message is too long.': 'A mensagem é longa demais.',
  'Message is missing.': 'A mensagem está ausente.',
  'Unknown message type.': 'Tipo de mensagem desconhecido.',
  'Invalid client id.': 'ID de cliente inválido.',
  'This client id was already used for another message.':
    'Este ID de cliente já foi usado em outra mensagem.',
  'The message could not be saved. Please retry.':
    'Não foi possível salvar a mensagem. Tente novamente.',
  'The message could not be delivered right now. Please retry.':
    'Não foi possível entregar a mensagem agora. Tente novamente.',
  'You can only edit your own messages.': 'Você só pode editar suas próprias mensagens.',
  'You can only delete your own messages.': 'Você só pode excluir suas próprias mensagens.',
  'Only text messages can be edited.': 'Só mensagens de texto podem ser editadas.',
  'Messages can only be edited within 15 minutes of sending.':
    'As mensagens só podem ser editadas até 15 minutos após o envio.',
  'This message was deleted.': 'Esta mensagem foi excluída.',
  'Choose an emoji.': 'Escolha um emoji.',
  'Choose one emoji.': 'Escolha um único emoji.',
  'This message has too many different reactions.': 'Esta mensagem tem reações diferentes demais.',
  'Media messages must carry a file uploaded to the chat.':
    'Mensagens de mídia precisam conter um arquivo enviado ao chat.',
  'Marked as read.': 'Marcado como lido.',
  'Please log in to join rooms.': 'Faça login para entrar em salas.',
  'Room name is required.': 'Informe o nome da sala.',
  'Room name must be at most {{count}} characters.':
    'O nome da sala deve ter no máximo {{count}} caracteres.',
  'Description must be at most {{count}} characters.':
    'A descrição deve ter no máximo {{count}} caracteres.',
  'Join the room first.': 'Entre na sala primeiro.',
  'Join the room before sending messages.': 'Entre na sala antes de enviar mensagens.',
  'You left the room.': 'Você saiu da sala.',
  'Invalid room.': 'Sala inválida.',
  'Rooms must be a list of room ids.': 'As salas devem ser uma lista de IDs de sala.',
  'Please log in to send a friend request.': 'Faça login para enviar uma solicitação de amizade.',
  'You cannot send a friend request to yourself.':
    'Você não pode enviar uma solicitação de amizade para si mesmo.',
  'You cannot send a friend request to this user.':
    'Você não pode enviar uma solicitação de amizade para este usuário.',
  'Friend request sent.': 'Solicitação de amizade enviada.',
  'Friend request already sent.': 'A solicitação de amizade já foi enviada.',
  'Friend request accepted.': 'Solicitação de amizade aceita.',
  'Friend request rejected.': 'Solicitação de amizade recusada.',
  'Friend removed.': 'Amigo removido.',
  'You are already friends.': 'Vocês já são amigos.',
  'You are now friends.': 'Agora vocês são amigos.',
  'You cannot block yourself.': 'Você não pode bloquear a si mesmo.',
  'You cannot unblock yourself.': 'Você não pode desbloquear a si mesmo.',
  'You are not chatting with anyone.': 'Você não está conversando com ninguém.',
  'This stranger is no longer available.': 'Este desconhecido não está mais disponível.',
  'You must be logged in to reveal your profile.':
    'Você precisa estar logado para revelar seu perfil.',
  'You can send a friend request only to your current partner once they revealed their profile.':
    'Você só pode enviar uma solicitação de amizade ao seu parceiro atual depois que ele revelar o perfil.',
  'You are temporarily suspended from anonymous chat.':
    'Você está temporariamente suspenso do chat anônimo.',
  'Your chat has ended. Please start a new one to send images.':
    'Seu chat terminou. Comece um novo para enviar imagens.',
  'You are not in this call.': 'Você não está nesta chamada.',
  'This call is full.': 'Esta chamada está cheia.',
  'You can only signal to another member of your call.':
    'Você só pode enviar sinais a outro membro da sua chamada.',
  'You can only report a member of your call.': 'Você só pode denunciar um membro da sua chamada.',
  'Chat ended.': 'Chat encerrado.',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    'Spam de links não é permitido no Serendip. Sua mensagem não foi enviada.',
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    'Pedir nudes ou sexo a desconhecidos não é permitido no Serendip. Sua mensagem não foi enviada.',
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    'Dizer a alguém para se machucar não é permitido no Serendip. Sua mensagem não foi enviada.',
  'The chat was ended by our safety checks. You did nothing wrong.':
    'O chat foi encerrado pelas nossas verificações de segurança. Você não fez nada de errado.',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'Esta imagem parece sexualmente explícita, o que o Serendip não permite. Escolha outra imagem.',
  'This image was removed by our moderators and cannot be uploaded again.':
    'Esta imagem foi removida pelos nossos moderadores e não pode ser enviada novamente.',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'O texto contém um caractere não permitido (um caractere de controle invisível, como NUL, ou um emoji corrompido). Remova-o.',
  'Please select a file to upload.': 'Selecione um arquivo para enviar.',
  'Please upload one file at a time.': 'Envie um arquivo por vez.',
  'Only image files are allowed.': 'Só são permitidos arquivos de imagem.',
  'Only video files are allowed.': 'Só são permitidos arquivos de vídeo.',
  'Only image or video files are allowed.': 'Só são permitidos arquivos de imagem ou vídeo.',
  'The image could not be read.': 'Não foi possível ler a imagem.',
  'The video could not be read.': 'Não foi possível ler o vídeo.',
  'The upload could not be read. Please try again.':
    'Não foi possível ler o envio. Tente novamente.',
  'The file is too large. The limit is {{megabytes}} MB.':
    'O arquivo é grande demais. O limite é de {{megabytes}} MB.',
  'The video is too long. The limit is {{seconds}} seconds.':
    'O vídeo é longo demais. O limite é de {{seconds}} segundos.',
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'Este vídeo não pode ser reproduzido nos navegadores. Escolha um vídeo MP4 (H.264), WebM ou MOV.',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'Não é possível acessar o armazenamento de mídia agora. Tente novamente em instantes.',
  'You can only edit your own photos.': 'Você só pode editar suas próprias fotos.',
  'You can only delete your own photos.': 'Você só pode excluir suas próprias fotos.',
  'Photo deleted successfully!': 'Foto excluída com sucesso!',
  'Comment text is required.': 'Escreva o texto do comentário.',
  'A comment is at most {{count}} characters.':
    'Um comentário pode ter no máximo {{count}} caracteres.',
  'A caption is at most {{count}} characters.':
    'Uma legenda pode ter no máximo {{count}} caracteres.',
  'You cannot report yourself.': 'Você não pode denunciar a si mesmo.',
  'Please provide a reason for reporting.': 'Informe o motivo da denúncia.',
  'Please give a reason.': 'Informe um motivo.',
  'Choose a category.': 'Escolha uma categoria.',
  'Choose what to report.': 'Escolha o que denunciar.',
  'User reported successfully. Thank you for your feedback.':
    'Usuário denunciado com sucesso. Obrigado pelo seu feedback.',
  'A reason is at most {{count}} characters.': 'Um motivo pode ter no máximo {{count}} caracteres.',
  'You are banned from Serendip.': 'Você foi banido do Serendip.',
  'Please explain why the decision should be reviewed.':
    'Explique por que a decisão deve ser revista.',
  'Your appeal was sent. A different moderator will review it.':
    'Seu recurso foi enviado. Outro moderador vai analisá-lo.',
  'You have already appealed this decision.': 'Você já recorreu desta decisão.',
  'The time to appeal this decision has passed.': 'O prazo para recorrer desta decisão já passou.',
  'Appeal not found.': 'Recurso não encontrado.',
  'Your message has been sent.': 'Sua mensagem foi enviada.',
  'Fill the name': 'Preencha o nome',
  'Fill the email': 'Preencha o e-mail',
  'Fill the message': 'Preencha a mensagem',
  'Name is too long.': 'O nome é longo demais.',
  'Phone number is too long.': 'O número de telefone é longo demais.',
  'Message must be at most {{count}} characters.':
    'A mensagem deve ter no máximo {{count}} caracteres.',
  'Notification marked as read.': 'Notificação marcada como lida.',
  'All notifications marked as read.': 'Todas as notificações marcadas como lidas.',
  'Notifications are on for this device.': 'As notificações estão ativadas neste dispositivo.',
  'Notifications are off for this device.': 'As notificações estão desativadas neste dispositivo.',
  'Subscription not found.': 'Assinatura não encontrada.',
  'language must be one of {{languages}}.': 'language deve ser um destes: {{languages}}.',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'Parece que você está passando por muita coisa. Você não está sozinho: pode conversar com alguém agora, de graça e em sigilo.',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'O Serendip é só para adultos (18 anos ou mais). Um moderador vai revisar esta conversa.',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    'Para sua segurança, números de telefone, e-mails, endereços e nomes de usuário de outros apps ficam ocultos no chat anônimo.',
  'Message not sent.': 'Mensagem não enviada.',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'Você poderá enviar imagens depois de mais 1 conversa com desconhecidos. Membros novos e membros com denúncias ou sanções recentes não podem enviar imagens nas primeiras conversas.',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      one: 'Você poderá enviar imagens depois de mais {{count}} conversa com desconhecidos. Membros novos e membros com denúncias ou sanções recentes não podem enviar imagens nas primeiras conversas.',
      other:
        'Você poderá enviar imagens depois de mais {{count}} conversas com desconhecidos. Membros novos e membros com denúncias ou sanções recentes não podem enviar imagens nas primeiras conversas.',
    },
};

export default catalogue;

import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in Spanish. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'Inicia sesión.',
  'Please log in to continue.': 'Inicia sesión para continuar.',
  'Please sign in to continue.': 'Inicia sesión para continuar.',
  'Your session has expired. Please log in again.':
    'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'Invalid credentials.': 'Credenciales no válidas.',
  'Username or email is required.': 'Se requiere el nombre de usuario o el correo electrónico.',
  'Password is required.': 'Se requiere la contraseña.',
  'Username is required.': 'Se requiere el nombre de usuario.',
  'Email is required.': 'Se requiere el correo electrónico.',
  'Please enter a valid email address.': 'Introduce una dirección de correo electrónico válida.',
  'Invalid email format.': 'Formato de correo electrónico no válido.',
  'Email is too long.': 'El correo electrónico es demasiado largo.',
  'Username must be at least {{count}} characters.':
    'El nombre de usuario debe tener al menos {{count}} caracteres.',
  'Username must be at most {{count}} characters.':
    'El nombre de usuario debe tener como máximo {{count}} caracteres.',
  'Password must be at least {{count}} characters.':
    'La contraseña debe tener al menos {{count}} caracteres.',
  'Password must be at most {{count}} characters.':
    'La contraseña debe tener como máximo {{count}} caracteres.',
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos.',
  'Username is already taken.': 'Ese nombre de usuario ya está en uso.',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'Este nombre de usuario o correo electrónico ya está en uso. Si ya tienes una cuenta, inicia sesión o restablece tu contraseña.',
  'An account with this email already exists. Log in or reset your password.':
    'Ya existe una cuenta con este correo electrónico. Inicia sesión o restablece tu contraseña.',
  'Could not create your account right now. Please try again.':
    'No se pudo crear tu cuenta en este momento. Inténtalo de nuevo.',
  'Invalid or expired reset token.': 'El enlace de restablecimiento no es válido o ha caducado.',
  'Password reset email sent. Please check your inbox.':
    'Te hemos enviado un correo para restablecer la contraseña. Revisa tu bandeja de entrada.',
  'Password has been reset successfully!': '¡La contraseña se ha restablecido correctamente!',
  'You have been logged out.': 'Has cerrado sesión.',
  'You have been logged out on every device.': 'Has cerrado sesión en todos los dispositivos.',
  'Google token is required.': 'Se requiere el token de Google.',
  'Google sign-in failed.': 'No se pudo iniciar sesión con Google.',
  'Google sign-in is not configured.': 'El inicio de sesión con Google no está configurado.',
  'Google sign-in is unavailable right now. Please try again later.':
    'El inicio de sesión con Google no está disponible ahora. Inténtalo más tarde.',
  'This email is already linked to another Google account.':
    'Este correo electrónico ya está vinculado a otra cuenta de Google.',
  'Please solve the captcha.': 'Resuelve el captcha.',
  'Captcha verification failed. Please try again.':
    'La verificación del captcha ha fallado. Inténtalo de nuevo.',
  'Please complete the check again; it may take a few seconds.':
    'Vuelve a completar la verificación; puede tardar unos segundos.',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'Falta el token de seguridad o no es válido. Recarga la página e inténtalo de nuevo.',
  'Too many requests. Please slow down and try again shortly.':
    'Demasiadas solicitudes. Ve más despacio e inténtalo de nuevo en breve.',
  'Too many requests. Please try again in 1 second.':
    'Demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.',
  'Too many requests. Please try again in {{seconds}} seconds.':
    'Demasiadas solicitudes. Inténtalo de nuevo en {{seconds}} segundos.',
  'Too many messages at once. Please wait a moment.':
    'Demasiados mensajes a la vez. Espera un momento.',
  'Too many connections from your network. Close some tabs and try again.':
    'Demasiadas conexiones desde tu red. Cierra algunas pestañas e inténtalo de nuevo.',
  'Invalid request.': 'Solicitud no válida.',
  'Bad request.': 'Solicitud incorrecta.',
  'Request body is missing.': 'Falta el cuerpo de la solicitud.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es un JSON válido.',
  'The request has unknown fields.': 'La solicitud tiene campos desconocidos.',
  'The file or request is too large.': 'El archivo o la solicitud es demasiado grande.',
  'Unsupported content type.': 'Tipo de contenido no admitido.',
  'Something went wrong on our side. Please try again.':
    'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  'Server error. Please try again.': 'Error del servidor. Inténtalo de nuevo.',
  'Not found.': 'No encontrado.',
  'You are not allowed to do that.': 'No tienes permiso para hacer eso.',
  'Only moderators can do this.': 'Solo los moderadores pueden hacer esto.',
  'Only admins can do this.': 'Solo los administradores pueden hacer esto.',
  'User not found.': 'No se encontró el usuario.',
  'Profile not found.': 'No se encontró el perfil.',
  'Room not found.': 'No se encontró la sala.',
  'Conversation not found.': 'No se encontró la conversación.',
  'Message not found.': 'No se encontró el mensaje.',
  'Photo not found.': 'No se encontró la foto.',
  'Friend request not found.': 'No se encontró la solicitud de amistad.',
  'Friend not found.': 'No se encontró al amigo.',
  'Notification not found.': 'No se encontró la notificación.',
  'File not found.': 'No se encontró el archivo.',
  'Content not found.': 'No se encontró el contenido.',
  'Bio must be at most {{count}} characters.':
    'La biografía debe tener como máximo {{count}} caracteres.',
  'At most {{count}} interests.': 'Como máximo {{count}} intereses.',
  'An interest is at most {{count}} characters.':
    'Un interés puede tener como máximo {{count}} caracteres.',
  'Search text is too long.': 'El texto de búsqueda es demasiado largo.',
  'Please log in to chat.': 'Inicia sesión para chatear.',
  'You can only chat with friends.': 'Solo puedes chatear con tus amigos.',
  'Message cannot be empty.': 'El mensaje no puede estar vacío.',
  'Message is too long.': 'El mensaje es demasiado largo.',
  'Message is missing.': 'Falta el mensaje.',
  'Unknown message type.': 'Tipo de mensaje desconocido.',
  'Invalid client id.': 'Identificador de cliente no válido.',
  'This client id was already used for another message.':
    'Este identificador de cliente ya se usó para otro mensaje.',
  'The message could not be saved. Please retry.':
    'No se pudo guardar el mensaje. Inténtalo de nuevo.',
  'The message could not be delivered right now. Please retry.':
    'No se pudo entregar el mensaje en este momento. Inténtalo de nuevo.',
  'You can only edit your own messages.': 'Solo puedes editar tus propios mensajes.',
  'You can only delete your own messages.': 'Solo puedes eliminar tus propios mensajes.',
  'Only text messages can be edited.': 'Solo se pueden editar los mensajes de texto.',
  'Messages can only be edited within 15 minutes of sending.':
    'Los mensajes solo se pueden editar en los 15 minutos posteriores a su envío.',
  'This message was deleted.': 'Este mensaje se ha eliminado.',
  'Choose an emoji.': 'Elige un emoji.',
  'Choose one emoji.': 'Elige un solo emoji.',
  'This message has too many different reactions.':
    'Este mensaje tiene demasiadas reacciones distintas.',
  'Media messages must carry a file uploaded to the chat.':
    'Los mensajes multimedia deben llevar un archivo subido al chat.',
  'Marked as read.': 'Marcado como leído.',
  'Please log in to join rooms.': 'Inicia sesión para unirte a salas.',
  'Room name is required.': 'Se requiere el nombre de la sala.',
  'Room name must be at most {{count}} characters.':
    'El nombre de la sala debe tener como máximo {{count}} caracteres.',
  'Description must be at most {{count}} characters.':
    'La descripción debe tener como máximo {{count}} caracteres.',
  'Join the room first.': 'Primero únete a la sala.',
  'Join the room before sending messages.': 'Únete a la sala antes de enviar mensajes.',
  'You left the room.': 'Has salido de la sala.',
  'Invalid room.': 'Sala no válida.',
  'Rooms must be a list of room ids.': 'Las salas deben ser una lista de identificadores de sala.',
  'Please log in to send a friend request.': 'Inicia sesión para enviar una solicitud de amistad.',
  'You cannot send a friend request to yourself.':
    'No puedes enviarte una solicitud de amistad a ti mismo.',
  'You cannot send a friend request to this user.':
    'No puedes enviar una solicitud de amistad a este usuario.',
  'Friend request sent.': 'Solicitud de amistad enviada.',
  'Friend request already sent.': 'Ya enviaste una solicitud de amistad.',
  'Friend request accepted.': 'Solicitud de amistad aceptada.',
  'Friend request rejected.': 'Solicitud de amistad rechazada.',
  'Friend removed.': 'Amigo eliminado.',
  'You are already friends.': 'Ya sois amigos.',
  'You are now friends.': 'Ahora sois amigos.',
  'You cannot block yourself.': 'No puedes bloquearte a ti mismo.',
  'You cannot unblock yourself.': 'No puedes desbloquearte a ti mismo.',
  'You are not chatting with anyone.': 'No estás chateando con nadie.',
  'This stranger is no longer available.': 'Este desconocido ya no está disponible.',
  'You must be logged in to reveal your profile.': 'Debes iniciar sesión para mostrar tu perfil.',
  'You can send a friend request only to your current partner once they revealed their profile.':
    'Solo puedes enviar una solicitud de amistad a tu compañero de chat actual después de que haya mostrado su perfil.',
  'You are temporarily suspended from anonymous chat.':
    'Se te ha suspendido temporalmente del chat anónimo.',
  'Your chat has ended. Please start a new one to send images.':
    'Tu chat ha terminado. Empieza uno nuevo para enviar imágenes.',
  'You are not in this call.': 'No estás en esta llamada.',
  'This call is full.': 'Esta llamada está completa.',
  'You can only signal to another member of your call.':
    'Solo puedes enviar señales a otro miembro de tu llamada.',
  'You can only report a member of your call.': 'Solo puedes denunciar a un miembro de tu llamada.',
  'Chat ended.': 'Chat terminado.',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    'El spam de enlaces no está permitido en Serendip. Tu mensaje no se ha enviado.',
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    'Pedir desnudos o sexo a desconocidos no está permitido en Serendip. Tu mensaje no se ha enviado.',
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    'Decirle a alguien que se haga daño no está permitido en Serendip. Tu mensaje no se ha enviado.',
  'The chat was ended by our safety checks. You did nothing wrong.':
    'Nuestros controles de seguridad han terminado el chat. No has hecho nada malo.',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'Esta imagen parece sexualmente explícita, algo que Serendip no permite. Elige otra imagen.',
  'This image was removed by our moderators and cannot be uploaded again.':
    'Nuestros moderadores eliminaron esta imagen y no se puede volver a subir.',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'El texto contiene un carácter no permitido (un carácter de control invisible como NUL o un emoji dañado). Elimínalo.',
  'Please select a file to upload.': 'Selecciona un archivo para subir.',
  'Please upload one file at a time.': 'Sube los archivos de uno en uno.',
  'Only image files are allowed.': 'Solo se permiten archivos de imagen.',
  'Only video files are allowed.': 'Solo se permiten archivos de vídeo.',
  'Only image or video files are allowed.': 'Solo se permiten archivos de imagen o de vídeo.',
  'The image could not be read.': 'No se pudo leer la imagen.',
  'The video could not be read.': 'No se pudo leer el vídeo.',
  'The upload could not be read. Please try again.':
    'No se pudo leer el archivo subido. Inténtalo de nuevo.',
  'The file is too large. The limit is {{megabytes}} MB.':
    'El archivo es demasiado grande. El límite es de {{megabytes}} MB.',
  'The video is too long. The limit is {{seconds}} seconds.':
    'El vídeo es demasiado largo. El límite es de {{seconds}} segundos.',
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'Este vídeo no se puede reproducir en los navegadores. Elige un vídeo MP4 (H.264), WebM o MOV.',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'No se puede acceder al almacenamiento de archivos en este momento. Inténtalo de nuevo en un momento.',
  'You can only edit your own photos.': 'Solo puedes editar tus propias fotos.',
  'You can only delete your own photos.': 'Solo puedes eliminar tus propias fotos.',
  'Photo deleted successfully!': '¡Foto eliminada correctamente!',
  'Comment text is required.': 'Escribe el texto del comentario.',
  'A comment is at most {{count}} characters.':
    'Un comentario puede tener como máximo {{count}} caracteres.',
  'A caption is at most {{count}} characters.':
    'Una descripción puede tener como máximo {{count}} caracteres.',
  'You cannot report yourself.': 'No puedes denunciarte a ti mismo.',
  'Please provide a reason for reporting.': 'Indica el motivo de la denuncia.',
  'Please give a reason.': 'Indica un motivo.',
  'Choose a category.': 'Elige una categoría.',
  'Choose what to report.': 'Elige qué quieres denunciar.',
  'User reported successfully. Thank you for your feedback.':
    'Usuario denunciado correctamente. Gracias por tu colaboración.',
  'A reason is at most {{count}} characters.':
    'Un motivo puede tener como máximo {{count}} caracteres.',
  'You are banned from Serendip.': 'Tienes prohibido el acceso a Serendip.',
  'Please explain why the decision should be reviewed.':
    'Explica por qué debería revisarse la decisión.',
  'Your appeal was sent. A different moderator will review it.':
    'Tu apelación se ha enviado. La revisará otro moderador.',
  'You have already appealed this decision.': 'Ya has apelado esta decisión.',
  'The time to appeal this decision has passed.':
    'El plazo para apelar esta decisión ha terminado.',
  'Appeal not found.': 'No se encontró la apelación.',
  'Your message has been sent.': 'Tu mensaje se ha enviado.',
  'Fill the name': 'Escribe el nombre',
  'Fill the email': 'Escribe el correo electrónico',
  'Fill the message': 'Escribe el mensaje',
  'Name is too long.': 'El nombre es demasiado largo.',
  'Phone number is too long.': 'El número de teléfono es demasiado largo.',
  'Message must be at most {{count}} characters.':
    'El mensaje debe tener como máximo {{count}} caracteres.',
  'Notification marked as read.': 'Notificación marcada como leída.',
  'All notifications marked as read.': 'Todas las notificaciones marcadas como leídas.',
  'Notifications are on for this device.':
    'Las notificaciones están activadas en este dispositivo.',
  'Notifications are off for this device.':
    'Las notificaciones están desactivadas en este dispositivo.',
  'Subscription not found.': 'No se encontró la suscripción.',
  'language must be one of {{languages}}.': 'language debe ser uno de estos: {{languages}}.',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'Parece que estás pasando por mucho. No estás solo: puedes hablar con alguien ahora, gratis y de forma confidencial.',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip es solo para adultos (18 años o más). Un moderador revisará esta conversación.',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    'Por tu seguridad, los números de teléfono, correos electrónicos, direcciones y nombres de usuario de otras apps se ocultan en el chat anónimo.',
  'Message not sent.': 'Mensaje no enviado.',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'Podrás enviar imágenes después de 1 chat más con desconocidos. Los miembros nuevos y los que tienen denuncias o sanciones recientes no pueden enviar imágenes en sus primeros chats.',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      one: 'Podrás enviar imágenes después de {{count}} chat más con desconocidos. Los miembros nuevos y los que tienen denuncias o sanciones recientes no pueden enviar imágenes en sus primeros chats.',
      other:
        'Podrás enviar imágenes después de {{count}} chats más con desconocidos. Los miembros nuevos y los que tienen denuncias o sanciones recientes no pueden enviar imágenes en sus primeros chats.',
    },
};

export default catalogue;

import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in French. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'Veuillez vous connecter.',
  'Please log in to continue.': 'Veuillez vous connecter pour continuer.',
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'Your session has expired. Please log in again.':
    'Votre session a expiré. Veuillez vous reconnecter.',
  'Invalid credentials.': 'Identifiants invalides.',
  'Username or email is required.': "Le nom d'utilisateur ou l'adresse e-mail est obligatoire.",
  'Password is required.': 'Le mot de passe est obligatoire.',
  'Username is required.': "Le nom d'utilisateur est obligatoire.",
  'Email is required.': "L'adresse e-mail est obligatoire.",
  'Please enter a valid email address.': 'Veuillez saisir une adresse e-mail valide.',
  'Invalid email format.': "Format d'adresse e-mail invalide.",
  'Email is too long.': "L'adresse e-mail est trop longue.",
  'Username must be at least {{count}} characters.':
    "Le nom d'utilisateur doit contenir au moins {{count}} caractères.",
  'Username must be at most {{count}} characters.':
    "Le nom d'utilisateur doit contenir au plus {{count}} caractères.",
  'Password must be at least {{count}} characters.':
    'Le mot de passe doit contenir au moins {{count}} caractères.',
  'Password must be at most {{count}} characters.':
    'Le mot de passe doit contenir au plus {{count}} caractères.',
  'Username may contain only letters, digits, dots, dashes and underscores.':
    "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des traits de soulignement.",
  'Username is already taken.': "Ce nom d'utilisateur est déjà pris.",
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    "Ce nom d'utilisateur ou cette adresse e-mail est déjà utilisé. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.",
  'An account with this email already exists. Log in or reset your password.':
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
  'Could not create your account right now. Please try again.':
    'Impossible de créer votre compte pour le moment. Veuillez réessayer.',
  'Invalid or expired reset token.': 'Le lien de réinitialisation est invalide ou a expiré.',
  'Password reset email sent. Please check your inbox.':
    'E-mail de réinitialisation envoyé. Veuillez consulter votre boîte de réception.',
  'Password has been reset successfully!': 'Le mot de passe a bien été réinitialisé !',
  'You have been logged out.': 'Vous avez été déconnecté.',
  'You have been logged out on every device.': 'Vous avez été déconnecté sur tous vos appareils.',
  'Google token is required.': 'Le jeton Google est obligatoire.',
  'Google sign-in failed.': 'La connexion avec Google a échoué.',
  'Google sign-in is not configured.': "La connexion avec Google n'est pas configurée.",
  'Google sign-in is unavailable right now. Please try again later.':
    'La connexion avec Google est indisponible pour le moment. Veuillez réessayer plus tard.',
  'This email is already linked to another Google account.':
    'Cette adresse e-mail est déjà liée à un autre compte Google.',
  'Please solve the captcha.': 'Veuillez résoudre le captcha.',
  'Captcha verification failed. Please try again.':
    'La vérification du captcha a échoué. Veuillez réessayer.',
  'Please complete the check again; it may take a few seconds.':
    'Veuillez refaire la vérification ; cela peut prendre quelques secondes.',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'Jeton de sécurité manquant ou invalide. Veuillez recharger la page et réessayer.',
  'Too many requests. Please slow down and try again shortly.':
    'Trop de requêtes. Veuillez ralentir et réessayer dans un instant.',
  'Too many requests. Please try again in 1 second.':
    'Trop de requêtes. Veuillez réessayer dans 1 seconde.',
  'Too many requests. Please try again in {{seconds}} seconds.':
    'Trop de requêtes. Veuillez réessayer dans {{seconds}} secondes.',
  'Too many messages at once. Please wait a moment.':
    'Trop de messages à la fois. Veuillez patienter un instant.',
  'Too many connections from your network. Close some tabs and try again.':
    'Trop de connexions depuis votre réseau. Fermez quelques onglets et réessayez.',
  'Invalid request.': 'Requête invalide.',
  'Bad request.': 'Requête incorrecte.',
  'Request body is missing.': 'Le corps de la requête est manquant.',
  'The request body is not valid JSON.': "Le corps de la requête n'est pas un JSON valide.",
  'The request has unknown fields.': 'La requête contient des champs inconnus.',
  'The file or request is too large.': 'Le fichier ou la requête est trop volumineux.',
  'Unsupported content type.': 'Type de contenu non pris en charge.',
  'Something went wrong on our side. Please try again.':
    'Un problème est survenu de notre côté. Veuillez réessayer.',
  'Server error. Please try again.': 'Erreur du serveur. Veuillez réessayer.',
  'Not found.': 'Introuvable.',
  'You are not allowed to do that.': "Vous n'êtes pas autorisé à faire cela.",
  'Only moderators can do this.': 'Seuls les modérateurs peuvent faire cela.',
  'Only admins can do this.': 'Seuls les administrateurs peuvent faire cela.',
  'User not found.': 'Utilisateur introuvable.',
  'Profile not found.': 'Profil introuvable.',
  'Room not found.': 'Salon introuvable.',
  'Conversation not found.': 'Conversation introuvable.',
  'Message not found.': 'Message introuvable.',
  'Photo not found.': 'Photo introuvable.',
  'Friend request not found.': "Demande d'ami introuvable.",
  'Friend not found.': 'Ami introuvable.',
  'Notification not found.': 'Notification introuvable.',
  'File not found.': 'Fichier introuvable.',
  'Content not found.': 'Contenu introuvable.',
  'Bio must be at most {{count}} characters.': 'La bio doit contenir au plus {{count}} caractères.',
  'At most {{count}} interests.': "{{count}} centres d'intérêt au maximum.",
  'An interest is at most {{count}} characters.':
    "Un centre d'intérêt contient au plus {{count}} caractères.",
  'Search text is too long.': 'Le texte de recherche est trop long.',
  'Please log in to chat.': 'Veuillez vous connecter pour discuter.',
  'You can only chat with friends.': "Vous ne pouvez discuter qu'avec vos amis.",
  'Message cannot be empty.': 'Le message ne peut pas être vide.',
  'Message is too long.': 'Le message est trop long.',
  'Message is missing.': 'Le message est manquant.',
  'Unknown message type.': 'Type de message inconnu.',
  'Invalid client id.': 'Identifiant client invalide.',
  'This client id was already used for another message.':
    'Cet identifiant client a déjà été utilisé pour un autre message.',
  'The message could not be saved. Please retry.':
    "Le message n'a pas pu être enregistré. Veuillez réessayer.",
  'The message could not be delivered right now. Please retry.':
    "Le message n'a pas pu être distribué pour le moment. Veuillez réessayer.",
  'You can only edit your own messages.': 'Vous ne pouvez modifier que vos propres messages.',
  'You can only delete your own messages.': 'Vous ne pouvez supprimer que vos propres messages.',
  'Only text messages can be edited.': 'Seuls les messages texte peuvent être modifiés.',
  'Messages can only be edited within 15 minutes of sending.':
    'Les messages ne peuvent être modifiés que dans les 15 minutes suivant leur envoi.',
  'This message was deleted.': 'Ce message a été supprimé.',
  'Choose an emoji.': 'Choisissez un emoji.',
  'Choose one emoji.': 'Choisissez un seul emoji.',
  'This message has too many different reactions.': 'Ce message a trop de réactions différentes.',
  'Media messages must carry a file uploaded to the chat.':
    'Les messages multimédias doivent contenir un fichier envoyé dans la conversation.',
  'Marked as read.': 'Marqué comme lu.',
  'Please log in to join rooms.': 'Veuillez vous connecter pour rejoindre des salons.',
  'Room name is required.': 'Le nom du salon est obligatoire.',
  'Room name must be at most {{count}} characters.':
    'Le nom du salon doit contenir au plus {{count}} caractères.',
  'Description must be at most {{count}} characters.':
    'La description doit contenir au plus {{count}} caractères.',
  'Join the room first.': "Rejoignez d'abord le salon.",
  'Join the room before sending messages.': "Rejoignez le salon avant d'envoyer des messages.",
  'You left the room.': 'Vous avez quitté le salon.',
  'Invalid room.': 'Salon invalide.',
  'Rooms must be a list of room ids.': "Les salons doivent être une liste d'identifiants de salon.",
  'Please log in to send a friend request.':
    "Veuillez vous connecter pour envoyer une demande d'ami.",
  'You cannot send a friend request to yourself.':
    "Vous ne pouvez pas vous envoyer une demande d'ami.",
  'You cannot send a friend request to this user.':
    "Vous ne pouvez pas envoyer de demande d'ami à cet utilisateur.",
  'Friend request sent.': "Demande d'ami envoyée.",
  'Friend request already sent.': "Demande d'ami déjà envoyée.",
  'Friend request accepted.': "Demande d'ami acceptée.",
  'Friend request rejected.': "Demande d'ami refusée.",
  'Friend removed.': 'Ami retiré.',
  'You are already friends.': 'Vous êtes déjà amis.',
  'You are now friends.': 'Vous êtes maintenant amis.',
  'You cannot block yourself.': 'Vous ne pouvez pas vous bloquer vous-même.',
  'You cannot unblock yourself.': 'Vous ne pouvez pas vous débloquer vous-même.',
  'You are not chatting with anyone.': 'Vous ne discutez avec personne.',
  'This stranger is no longer available.': "Cet inconnu n'est plus disponible.",
  'You must be logged in to reveal your profile.':
    'Vous devez être connecté pour révéler votre profil.',
  'You can send a friend request only to your current partner once they revealed their profile.':
    "Vous ne pouvez envoyer une demande d'ami qu'à votre interlocuteur actuel, une fois qu'il a révélé son profil.",
  'You are temporarily suspended from anonymous chat.':
    'Vous êtes temporairement suspendu du chat anonyme.',
  'Your chat has ended. Please start a new one to send images.':
    'Votre conversation est terminée. Commencez-en une nouvelle pour envoyer des images.',
  'You are not in this call.': 'Vous ne participez pas à cet appel.',
  'This call is full.': 'Cet appel est complet.',
  'You can only signal to another member of your call.':
    "Vous ne pouvez envoyer de signal qu'à un autre membre de votre appel.",
  'You can only report a member of your call.':
    "Vous ne pouvez signaler qu'un membre de votre appel.",
  'Chat ended.': 'Conversation terminée.',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    "Le spam de liens n'est pas autorisé sur Serendip. Votre message n'a pas été envoyé.",
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    "Demander des nus ou du sexe à des inconnus n'est pas autorisé sur Serendip. Votre message n'a pas été envoyé.",
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    "Dire à quelqu'un de se faire du mal n'est pas autorisé sur Serendip. Votre message n'a pas été envoyé.",
  'The chat was ended by our safety checks. You did nothing wrong.':
    "La conversation a été arrêtée par nos contrôles de sécurité. Vous n'avez rien fait de mal.",
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    "Cette image semble sexuellement explicite, ce que Serendip n'autorise pas. Veuillez choisir une autre image.",
  'This image was removed by our moderators and cannot be uploaded again.':
    'Cette image a été supprimée par nos modérateurs et ne peut pas être envoyée à nouveau.',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'Le texte contient un caractère non autorisé (un caractère de contrôle invisible comme NUL, ou un emoji endommagé). Veuillez le supprimer.',
  'Please select a file to upload.': 'Veuillez sélectionner un fichier à envoyer.',
  'Please upload one file at a time.': 'Veuillez envoyer un fichier à la fois.',
  'Only image files are allowed.': 'Seuls les fichiers image sont autorisés.',
  'Only video files are allowed.': 'Seuls les fichiers vidéo sont autorisés.',
  'Only image or video files are allowed.': 'Seuls les fichiers image ou vidéo sont autorisés.',
  'The image could not be read.': "L'image n'a pas pu être lue.",
  'The video could not be read.': "La vidéo n'a pas pu être lue.",
  'The upload could not be read. Please try again.':
    "Le fichier envoyé n'a pas pu être lu. Veuillez réessayer.",
  'The file is too large. The limit is {{megabytes}} MB.':
    'Le fichier est trop volumineux. La limite est de {{megabytes}} Mo.',
  'The video is too long. The limit is {{seconds}} seconds.':
    'La vidéo est trop longue. La limite est de {{seconds}} secondes.',
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'Cette vidéo ne peut pas être lue dans les navigateurs. Veuillez choisir une vidéo MP4 (H.264), WebM ou MOV.',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'Le stockage des médias est injoignable pour le moment. Veuillez réessayer dans un instant.',
  'You can only edit your own photos.': 'Vous ne pouvez modifier que vos propres photos.',
  'You can only delete your own photos.': 'Vous ne pouvez supprimer que vos propres photos.',
  'Photo deleted successfully!': 'Photo supprimée !',
  'Comment text is required.': 'Le texte du commentaire est obligatoire.',
  'A comment is at most {{count}} characters.':
    'Un commentaire contient au plus {{count}} caractères.',
  'A caption is at most {{count}} characters.':
    'Une légende contient au plus {{count}} caractères.',
  'You cannot report yourself.': 'Vous ne pouvez pas vous signaler vous-même.',
  'Please provide a reason for reporting.': 'Veuillez indiquer la raison du signalement.',
  'Please give a reason.': 'Veuillez indiquer une raison.',
  'Choose a category.': 'Choisissez une catégorie.',
  'Choose what to report.': 'Choisissez ce que vous voulez signaler.',
  'User reported successfully. Thank you for your feedback.':
    'Utilisateur signalé. Merci pour votre retour.',
  'A reason is at most {{count}} characters.': 'Une raison contient au plus {{count}} caractères.',
  'You are banned from Serendip.': 'Vous êtes banni de Serendip.',
  'Please explain why the decision should be reviewed.':
    'Veuillez expliquer pourquoi la décision devrait être réexaminée.',
  'Your appeal was sent. A different moderator will review it.':
    "Votre recours a été envoyé. Un autre modérateur l'examinera.",
  'You have already appealed this decision.': 'Vous avez déjà fait appel de cette décision.',
  'The time to appeal this decision has passed.':
    'Le délai pour faire appel de cette décision est dépassé.',
  'Appeal not found.': 'Recours introuvable.',
  'Your message has been sent.': 'Votre message a été envoyé.',
  'Fill the name': 'Indiquez le nom',
  'Fill the email': "Indiquez l'adresse e-mail",
  'Fill the message': 'Indiquez le message',
  'Name is too long.': 'Le nom est trop long.',
  'Phone number is too long.': 'Le numéro de téléphone est trop long.',
  'Message must be at most {{count}} characters.':
    'Le message doit contenir au plus {{count}} caractères.',
  'Notification marked as read.': 'Notification marquée comme lue.',
  'All notifications marked as read.': 'Toutes les notifications sont marquées comme lues.',
  'Notifications are on for this device.': 'Les notifications sont activées sur cet appareil.',
  'Notifications are off for this device.': 'Les notifications sont désactivées sur cet appareil.',
  'Subscription not found.': 'Abonnement introuvable.',
  'language must be one of {{languages}}.':
    "language doit être l'une des valeurs suivantes : {{languages}}.",
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    "On dirait que vous traversez beaucoup de choses. Vous n'êtes pas seul : vous pouvez parler à quelqu'un maintenant, gratuitement et en toute confidentialité.",
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip est réservé aux adultes (18 ans et plus). Un modérateur examinera cette conversation.',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    "Pour votre sécurité, les numéros de téléphone, e-mails, adresses postales et pseudos d'autres applis sont masqués dans le chat anonyme.",
  'Message not sent.': 'Message non envoyé.',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'Vous pourrez envoyer des images après 1 discussion de plus avec des inconnus. Les nouveaux membres et les membres ayant des signalements ou des sanctions récents ne peuvent pas envoyer d’images lors de leurs premières discussions.',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      one: 'Vous pourrez envoyer des images après {{count}} discussion de plus avec des inconnus. Les nouveaux membres et les membres ayant des signalements ou des sanctions récents ne peuvent pas envoyer d’images lors de leurs premières discussions.',
      other:
        'Vous pourrez envoyer des images après {{count}} discussions de plus avec des inconnus. Les nouveaux membres et les membres ayant des signalements ou des sanctions récents ne peuvent pas envoyer d’images lors de leurs premières discussions.',
    },
};

export default catalogue;

import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in German. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'Bitte melde dich an.',
  'Please log in to continue.': 'Bitte melde dich an, um fortzufahren.',
  'Please sign in to continue.': 'Bitte melde dich an, um fortzufahren.',
  'Your session has expired. Please log in again.':
    'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  'Invalid credentials.': 'Ungültige Anmeldedaten.',
  'Username or email is required.': 'Benutzername oder E-Mail-Adresse ist erforderlich.',
  'Password is required.': 'Passwort ist erforderlich.',
  'Username is required.': 'Benutzername ist erforderlich.',
  'Email is required.': 'E-Mail-Adresse ist erforderlich.',
  'Please enter a valid email address.': 'Bitte gib eine gültige E-Mail-Adresse ein.',
  'Invalid email format.': 'Ungültiges E-Mail-Format.',
  'Email is too long.': 'Die E-Mail-Adresse ist zu lang.',
  'Username must be at least {{count}} characters.':
    'Der Benutzername muss mindestens {{count}} Zeichen lang sein.',
  'Username must be at most {{count}} characters.':
    'Der Benutzername darf höchstens {{count}} Zeichen lang sein.',
  'Password must be at least {{count}} characters.':
    'Das Passwort muss mindestens {{count}} Zeichen lang sein.',
  'Password must be at most {{count}} characters.':
    'Das Passwort darf höchstens {{count}} Zeichen lang sein.',
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'Der Benutzername darf nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche enthalten.',
  'Username is already taken.': 'Dieser Benutzername ist bereits vergeben.',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'Dieser Benutzername oder diese E-Mail-Adresse wird bereits verwendet. Wenn du schon ein Konto hast, melde dich an oder setze dein Passwort zurück.',
  'An account with this email already exists. Log in or reset your password.':
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Melde dich an oder setze dein Passwort zurück.',
  'Could not create your account right now. Please try again.':
    'Dein Konto konnte gerade nicht erstellt werden. Bitte versuche es erneut.',
  'Invalid or expired reset token.': 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  'Password reset email sent. Please check your inbox.':
    'E-Mail zum Zurücksetzen des Passworts gesendet. Bitte sieh in deinem Posteingang nach.',
  'Password has been reset successfully!': 'Das Passwort wurde erfolgreich zurückgesetzt!',
  'You have been logged out.': 'Du wurdest abgemeldet.',
  'You have been logged out on every device.': 'Du wurdest auf allen Geräten abgemeldet.',
  'Google token is required.': 'Google-Token ist erforderlich.',
  'Google sign-in failed.': 'Die Anmeldung mit Google ist fehlgeschlagen.',
  'Google sign-in is not configured.': 'Die Anmeldung mit Google ist nicht eingerichtet.',
  'Google sign-in is unavailable right now. Please try again later.':
    'Die Anmeldung mit Google ist gerade nicht verfügbar. Bitte versuche es später erneut.',
  'This email is already linked to another Google account.':
    'Diese E-Mail-Adresse ist bereits mit einem anderen Google-Konto verknüpft.',
  'Please solve the captcha.': 'Bitte löse das Captcha.',
  'Captcha verification failed. Please try again.':
    'Die Captcha-Prüfung ist fehlgeschlagen. Bitte versuche es erneut.',
  'Please complete the check again; it may take a few seconds.':
    'Bitte führe die Prüfung erneut durch; das kann ein paar Sekunden dauern.',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'Sicherheitstoken fehlt oder ist ungültig. Bitte lade die Seite neu und versuche es erneut.',
  'Too many requests. Please slow down and try again shortly.':
    'Zu viele Anfragen. Bitte mach langsamer und versuche es gleich noch einmal.',
  'Too many requests. Please try again in 1 second.':
    'Zu viele Anfragen. Bitte versuche es in 1 Sekunde erneut.',
  'Too many requests. Please try again in {{seconds}} seconds.':
    'Zu viele Anfragen. Bitte versuche es in {{seconds}} Sekunden erneut.',
  'Too many messages at once. Please wait a moment.':
    'Zu viele Nachrichten auf einmal. Bitte warte einen Moment.',
  'Too many connections from your network. Close some tabs and try again.':
    'Zu viele Verbindungen aus deinem Netzwerk. Schließe ein paar Tabs und versuche es erneut.',
  'Invalid request.': 'Ungültige Anfrage.',
  'Bad request.': 'Fehlerhafte Anfrage.',
  'Request body is missing.': 'Der Inhalt der Anfrage fehlt.',
  'The request body is not valid JSON.': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'The request has unknown fields.': 'Die Anfrage enthält unbekannte Felder.',
  'The file or request is too large.': 'Die Datei oder Anfrage ist zu groß.',
  'Unsupported content type.': 'Nicht unterstützter Inhaltstyp.',
  'Something went wrong on our side. Please try again.':
    'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
  'Server error. Please try again.': 'Serverfehler. Bitte versuche es erneut.',
  'Not found.': 'Nicht gefunden.',
  'You are not allowed to do that.': 'Das darfst du nicht.',
  'Only moderators can do this.': 'Das können nur Moderatoren.',
  'Only admins can do this.': 'Das können nur Administratoren.',
  'User not found.': 'Nutzer nicht gefunden.',
  'Profile not found.': 'Profil nicht gefunden.',
  'Room not found.': 'Raum nicht gefunden.',
  'Conversation not found.': 'Unterhaltung nicht gefunden.',
  'Message not found.': 'Nachricht nicht gefunden.',
  'Photo not found.': 'Foto nicht gefunden.',
  'Friend request not found.': 'Freundschaftsanfrage nicht gefunden.',
  'Friend not found.': 'Freund nicht gefunden.',
  'Notification not found.': 'Benachrichtigung nicht gefunden.',
  'File not found.': 'Datei nicht gefunden.',
  'Content not found.': 'Inhalt nicht gefunden.',
  'Bio must be at most {{count}} characters.':
    'Die Bio darf höchstens {{count}} Zeichen lang sein.',
  'At most {{count}} interests.': 'Höchstens {{count}} Interessen.',
  'An interest is at most {{count}} characters.':
    'Ein Interesse darf höchstens {{count}} Zeichen lang sein.',
  'Search text is too long.': 'Der Suchtext ist zu lang.',
  'Please log in to chat.': 'Bitte melde dich an, um zu chatten.',
  'You can only chat with friends.': 'Du kannst nur mit Freunden chatten.',
  'Message cannot be empty.': 'Die Nachricht darf nicht leer sein.',
  'Message is too long.': 'Die Nachricht ist zu lang.',
  'Message is missing.': 'Die Nachricht fehlt.',
  'Unknown message type.': 'Unbekannter Nachrichtentyp.',
  'Invalid client id.': 'Ungültige Client-ID.',
  'This client id was already used for another message.':
    'Diese Client-ID wurde bereits für eine andere Nachricht verwendet.',
  'The message could not be saved. Please retry.':
    'Die Nachricht konnte nicht gespeichert werden. Bitte versuche es erneut.',
  'The message could not be delivered right now. Please retry.':
    'Die Nachricht konnte gerade nicht zugestellt werden. Bitte versuche es erneut.',
  'You can only edit your own messages.': 'Du kannst nur deine eigenen Nachrichten bearbeiten.',
  'You can only delete your own messages.': 'Du kannst nur deine eigenen Nachrichten löschen.',
  'Only text messages can be edited.': 'Nur Textnachrichten können bearbeitet werden.',
  'Messages can only be edited within 15 minutes of sending.':
    'Nachrichten können nur innerhalb von 15 Minuten nach dem Senden bearbeitet werden.',
  'This message was deleted.': 'Diese Nachricht wurde gelöscht.',
  'Choose an emoji.': 'Wähle ein Emoji.',
  'Choose one emoji.': 'Wähle ein einzelnes Emoji.',
  'This message has too many different reactions.':
    'Diese Nachricht hat zu viele verschiedene Reaktionen.',
  'Media messages must carry a file uploaded to the chat.':
    'Mediennachrichten müssen eine in den Chat hochgeladene Datei enthalten.',
  'Marked as read.': 'Als gelesen markiert.',
  'Please log in to join rooms.': 'Bitte melde dich an, um Räumen beizutreten.',
  'Room name is required.': 'Der Raumname ist erforderlich.',
  'Room name must be at most {{count}} characters.':
    'Der Raumname darf höchstens {{count}} Zeichen lang sein.',
  'Description must be at most {{count}} characters.':
    'Die Beschreibung darf höchstens {{count}} Zeichen lang sein.',
  'Join the room first.': 'Tritt zuerst dem Raum bei.',
  'Join the room before sending messages.': 'Tritt dem Raum bei, bevor du Nachrichten sendest.',
  'You left the room.': 'Du hast den Raum verlassen.',
  'Invalid room.': 'Ungültiger Raum.',
  'Rooms must be a list of room ids.': 'Räume müssen eine Liste von Raum-IDs sein.',
  'Please log in to send a friend request.':
    'Bitte melde dich an, um eine Freundschaftsanfrage zu senden.',
  'You cannot send a friend request to yourself.':
    'Du kannst dir selbst keine Freundschaftsanfrage senden.',
  'You cannot send a friend request to this user.':
    'Du kannst diesem Nutzer keine Freundschaftsanfrage senden.',
  'Friend request sent.': 'Freundschaftsanfrage gesendet.',
  'Friend request already sent.': 'Freundschaftsanfrage bereits gesendet.',
  'Friend request accepted.': 'Freundschaftsanfrage angenommen.',
  'Friend request rejected.': 'Freundschaftsanfrage abgelehnt.',
  'Friend removed.': 'Freund entfernt.',
  'You are already friends.': 'Ihr seid bereits befreundet.',
  'You are now friends.': 'Ihr seid jetzt befreundet.',
  'You cannot block yourself.': 'Du kannst dich nicht selbst blockieren.',
  'You cannot unblock yourself.': 'Du kannst dich nicht selbst entsperren.',
  'You are not chatting with anyone.': 'Du chattest gerade mit niemandem.',
  'This stranger is no longer available.': 'Diese fremde Person ist nicht mehr verfügbar.',
  'You must be logged in to reveal your profile.':
    'Du musst angemeldet sein, um dein Profil zu zeigen.',
  'You can send a friend request only to your current partner once they revealed their profile.':
    'Du kannst nur deinem aktuellen Chatpartner eine Freundschaftsanfrage senden, sobald er sein Profil gezeigt hat.',
  'You are temporarily suspended from anonymous chat.':
    'Du bist vorübergehend vom anonymen Chat ausgeschlossen.',
  'Your chat has ended. Please start a new one to send images.':
    'Dein Chat ist beendet. Starte einen neuen, um Bilder zu senden.',
  'You are not in this call.': 'Du bist nicht in diesem Anruf.',
  'This call is full.': 'Dieser Anruf ist voll.',
  'You can only signal to another member of your call.':
    'Du kannst nur einem anderen Teilnehmer deines Anrufs Signale senden.',
  'You can only report a member of your call.': 'Du kannst nur Teilnehmer deines Anrufs melden.',
  'Chat ended.': 'Chat beendet.',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    'Link-Spam ist auf Serendip nicht erlaubt. Deine Nachricht wurde nicht gesendet.',
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    'Fremde nach Nacktbildern oder Sex zu fragen ist auf Serendip nicht erlaubt. Deine Nachricht wurde nicht gesendet.',
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    'Jemanden aufzufordern, sich selbst zu verletzen, ist auf Serendip nicht erlaubt. Deine Nachricht wurde nicht gesendet.',
  'The chat was ended by our safety checks. You did nothing wrong.':
    'Der Chat wurde von unseren Sicherheitsprüfungen beendet. Du hast nichts falsch gemacht.',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'Dieses Bild wirkt sexuell explizit, was Serendip nicht erlaubt. Bitte wähle ein anderes Bild.',
  'This image was removed by our moderators and cannot be uploaded again.':
    'Dieses Bild wurde von unseren Moderatoren entfernt und kann nicht erneut hochgeladen werden.',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'Der Text enthält ein nicht erlaubtes Zeichen (ein unsichtbares Steuerzeichen wie NUL oder ein beschädigtes Emoji). Bitte entferne es.',
  'Please select a file to upload.': 'Bitte wähle eine Datei zum Hochladen aus.',
  'Please upload one file at a time.': 'Bitte lade jeweils nur eine Datei hoch.',
  'Only image files are allowed.': 'Nur Bilddateien sind erlaubt.',
  'Only video files are allowed.': 'Nur Videodateien sind erlaubt.',
  'Only image or video files are allowed.': 'Nur Bild- oder Videodateien sind erlaubt.',
  'The image could not be read.': 'Das Bild konnte nicht gelesen werden.',
  'The video could not be read.': 'Das Video konnte nicht gelesen werden.',
  'The upload could not be read. Please try again.':
    'Der Upload konnte nicht gelesen werden. Bitte versuche es erneut.',
  'The file is too large. The limit is {{megabytes}} MB.':
    'Die Datei ist zu groß. Das Limit liegt bei {{megabytes}} MB.',
  'The video is too long. The limit is {{seconds}} seconds.':
    'Das Video ist zu lang. Das Limit liegt bei {{seconds}} Sekunden.',
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'Dieses Video kann in Browsern nicht abgespielt werden. Bitte wähle ein MP4- (H.264), WebM- oder MOV-Video.',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'Der Medienspeicher ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'You can only edit your own photos.': 'Du kannst nur deine eigenen Fotos bearbeiten.',
  'You can only delete your own photos.': 'Du kannst nur deine eigenen Fotos löschen.',
  'Photo deleted successfully!': 'Foto erfolgreich gelöscht!',
  'Comment text is required.': 'Der Kommentartext ist erforderlich.',
  'A comment is at most {{count}} characters.':
    'Ein Kommentar darf höchstens {{count}} Zeichen lang sein.',
  'A caption is at most {{count}} characters.':
    'Eine Bildunterschrift darf höchstens {{count}} Zeichen lang sein.',
  'You cannot report yourself.': 'Du kannst dich nicht selbst melden.',
  'Please provide a reason for reporting.': 'Bitte gib einen Grund für die Meldung an.',
  'Please give a reason.': 'Bitte gib einen Grund an.',
  'Choose a category.': 'Wähle eine Kategorie.',
  'Choose what to report.': 'Wähle, was du melden möchtest.',
  'User reported successfully. Thank you for your feedback.':
    'Nutzer erfolgreich gemeldet. Danke für deine Rückmeldung.',
  'A reason is at most {{count}} characters.':
    'Ein Grund darf höchstens {{count}} Zeichen lang sein.',
  'You are banned from Serendip.': 'Du bist von Serendip gesperrt.',
  'Please explain why the decision should be reviewed.':
    'Bitte erkläre, warum die Entscheidung überprüft werden sollte.',
  'Your appeal was sent. A different moderator will review it.':
    'Dein Einspruch wurde gesendet. Ein anderer Moderator wird ihn prüfen.',
  'You have already appealed this decision.':
    'Du hast gegen diese Entscheidung bereits Einspruch eingelegt.',
  'The time to appeal this decision has passed.':
    'Die Frist für einen Einspruch gegen diese Entscheidung ist abgelaufen.',
  'Appeal not found.': 'Einspruch nicht gefunden.',
  'Your message has been sent.': 'Deine Nachricht wurde gesendet.',
  'Fill the name': 'Gib den Namen ein',
  'Fill the email': 'Gib die E-Mail-Adresse ein',
  'Fill the message': 'Gib die Nachricht ein',
  'Name is too long.': 'Der Name ist zu lang.',
  'Phone number is too long.': 'Die Telefonnummer ist zu lang.',
  'Message must be at most {{count}} characters.':
    'Die Nachricht darf höchstens {{count}} Zeichen lang sein.',
  'Notification marked as read.': 'Benachrichtigung als gelesen markiert.',
  'All notifications marked as read.': 'Alle Benachrichtigungen als gelesen markiert.',
  'Notifications are on for this device.': 'Benachrichtigungen sind auf diesem Gerät aktiviert.',
  'Notifications are off for this device.': 'Benachrichtigungen sind auf diesem Gerät deaktiviert.',
  'Subscription not found.': 'Abonnement nicht gefunden.',
  'language must be one of {{languages}}.': 'language muss einer dieser Werte sein: {{languages}}.',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'Es klingt, als hättest du gerade viel zu tragen. Du bist nicht allein: Du kannst jetzt mit jemandem sprechen, kostenlos und vertraulich.',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip ist nur für Erwachsene (ab 18). Ein Moderator wird dieses Gespräch prüfen.',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    'Zu deiner Sicherheit werden Telefonnummern, E-Mail-Adressen, Anschriften und Benutzernamen anderer Apps im anonymen Chat ausgeblendet.',
  'Message not sent.': 'Nachricht nicht gesendet.',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'Du kannst Bilder nach 1 weiteren Chat mit Fremden senden. Neue Mitglieder und Mitglieder mit kürzlichen Meldungen oder Sanktionen können in ihren ersten Chats keine Bilder senden.',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      one: 'Du kannst Bilder nach {{count}} weiteren Chat mit Fremden senden. Neue Mitglieder und Mitglieder mit kürzlichen Meldungen oder Sanktionen können in ihren ersten Chats keine Bilder senden.',
      other:
        'Du kannst Bilder nach {{count}} weiteren Chats mit Fremden senden. Neue Mitglieder und Mitglieder mit kürzlichen Meldungen oder Sanktionen können in ihren ersten Chats keine Bilder senden.',
    },
};

export default catalogue;

import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in Turkish. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'Lütfen giriş yapın.',
  'Please log in to continue.': 'Devam etmek için lütfen giriş yapın.',
  'Please sign in to continue.': 'Devam etmek için lütfen giriş yapın.',
  'Your session has expired. Please log in again.':
    'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  'Invalid credentials.': 'Geçersiz kimlik bilgileri.',
  'Username or email is required.': 'Kullanıcı adı veya e-posta gerekli.',
  'Password is required.': 'Şifre gerekli.',
  'Username is required.': 'Kullanıcı adı gerekli.',
  'Email is required.': 'E-posta gerekli.',
  'Please enter a valid email address.': 'Lütfen geçerli bir e-posta adresi girin.',
  'Invalid email format.': 'Geçersiz e-posta biçimi.',
  'Email is too long.': 'E-posta çok uzun.',
  'Username must be at least {{count}} characters.':
    'Kullanıcı adı en az {{count}} karakter olmalıdır.',
  'Username must be at most {{count}} characters.':
    'Kullanıcı adı en fazla {{count}} karakter olabilir.',
  'Password must be at least {{count}} characters.': 'Şifre en az {{count}} karakter olmalıdır.',
  'Password must be at most {{count}} characters.': 'Şifre en fazla {{count}} karakter olabilir.',
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'Kullanıcı adı yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir.',
  'Username is already taken.': 'Bu kullanıcı adı zaten alınmış.',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'Bu kullanıcı adı veya e-posta zaten kullanılıyor. Zaten bir hesabınız varsa giriş yapın ya da şifrenizi sıfırlayın.',
  'An account with this email already exists. Log in or reset your password.':
    'Bu e-postayla bir hesap zaten var. Giriş yapın ya da şifrenizi sıfırlayın.',
  'Could not create your account right now. Please try again.':
    'Hesabınız şu anda oluşturulamadı. Lütfen tekrar deneyin.',
  'Invalid or expired reset token.': 'Sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
  'Password reset email sent. Please check your inbox.':
    'Şifre sıfırlama e-postası gönderildi. Lütfen gelen kutunuzu kontrol edin.',
  'Password has been reset successfully!': 'Şifre başarıyla sıfırlandı!',
  'You have been logged out.': 'Oturumunuz kapatıldı.',
  'You have been logged out on every device.': 'Tüm cihazlarda oturumunuz kapatıldı.',
  'Google token is required.': 'Google belirteci gerekli.',
  'Google sign-in failed.': 'Google ile giriş başarısız oldu.',
  'Google sign-in is not configured.': 'Google ile giriş yapılandırılmamış.',
  'Google sign-in is unavailable right now. Please try again later.':
    'Google ile giriş şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  'This email is already linked to another Google account.':
    'Bu e-posta zaten başka bir Google hesabına bağlı.',
  'Please solve the captcha.': "Lütfen captcha'yı çözün.",
  'Captcha verification failed. Please try again.':
    'Captcha doğrulaması başarısız oldu. Lütfen tekrar deneyin.',
  'Please complete the check again; it may take a few seconds.':
    'Lütfen doğrulamayı yeniden tamamlayın; birkaç saniye sürebilir.',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'Güvenlik belirteci eksik veya geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
  'Too many requests. Please slow down and try again shortly.':
    'Çok fazla istek. Lütfen biraz yavaşlayın ve kısa süre sonra tekrar deneyin.',
  'Too many requests. Please try again in 1 second.':
    'Çok fazla istek. Lütfen 1 saniye sonra tekrar deneyin.',
  'Too many requests. Please try again in {{seconds}} seconds.':
    'Çok fazla istek. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  'Too many messages at once. Please wait a moment.':
    'Aynı anda çok fazla mesaj. Lütfen biraz bekleyin.',
  'Too many connections from your network. Close some tabs and try again.':
    'Ağınızdan çok fazla bağlantı var. Bazı sekmeleri kapatıp tekrar deneyin.',
  'Invalid request.': 'Geçersiz istek.',
  'Bad request.': 'Hatalı istek.',
  'Request body is missing.': 'İstek gövdesi eksik.',
  'The request body is not valid JSON.': 'İstek gövdesi geçerli bir JSON değil.',
  'The request has unknown fields.': 'İstekte bilinmeyen alanlar var.',
  'The file or request is too large.': 'Dosya veya istek çok büyük.',
  'Unsupported content type.': 'Desteklenmeyen içerik türü.',
  'Something went wrong on our side. Please try again.':
    'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.',
  'Server error. Please try again.': 'Sunucu hatası. Lütfen tekrar deneyin.',
  'Not found.': 'Bulunamadı.',
  'You are not allowed to do that.': 'Bunu yapmaya yetkiniz yok.',
  'Only moderators can do this.': 'Bunu yalnızca moderatörler yapabilir.',
  'Only admins can do this.': 'Bunu yalnızca yöneticiler yapabilir.',
  'User not found.': 'Kullanıcı bulunamadı.',
  'Profile not found.': 'Profil bulunamadı.',
  'Room not found.': 'Oda bulunamadı.',
  'Conversation not found.': 'Sohbet bulunamadı.',
  'Message not found.': 'Mesaj bulunamadı.',
  'Photo not found.': 'Fotoğraf bulunamadı.',
  'Friend request not found.': 'Arkadaşlık isteği bulunamadı.',
  'Friend not found.': 'Arkadaş bulunamadı.',
  'Notification not found.': 'Bildirim bulunamadı.',
  'File not found.': 'Dosya bulunamadı.',
  'Content not found.': 'İçerik bulunamadı.',
  'Bio must be at most {{count}} characters.': 'Biyografi en fazla {{count}} karakter olabilir.',
  'At most {{count}} interests.': 'En fazla {{count}} ilgi alanı.',
  'An interest is at most {{count}} characters.':
    'Bir ilgi alanı en fazla {{count}} karakter olabilir.',
  'Search text is too long.': 'Arama metni çok uzun.',
  'Please log in to chat.': 'Sohbet etmek için lütfen giriş yapın.',
  'You can only chat with friends.': 'Yalnızca arkadaşlarınızla sohbet edebilirsiniz.',
  'Message cannot be empty.': 'Mesaj boş olamaz.',
  'Message is too long.': 'Mesaj çok uzun.',
  'Message is missing.': 'Mesaj eksik.',
  'Unknown message type.': 'Bilinmeyen mesaj türü.',
  'Invalid client id.': 'Geçersiz istemci kimliği.',
  'This client id was already used for another message.':
    'Bu istemci kimliği başka bir mesaj için zaten kullanıldı.',
  'The message could not be saved. Please retry.': 'Mesaj kaydedilemedi. Lütfen tekrar deneyin.',
  'The message could not be delivered right now. Please retry.':
    'Mesaj şu anda iletilemedi. Lütfen tekrar deneyin.',
  'You can only edit your own messages.': 'Yalnızca kendi mesajlarınızı düzenleyebilirsiniz.',
  'You can only delete your own messages.': 'Yalnızca kendi mesajlarınızı silebilirsiniz.',
  'Only text messages can be edited.': 'Yalnızca metin mesajları düzenlenebilir.',
  'Messages can only be edited within 15 minutes of sending.':
    'Mesajlar yalnızca gönderildikten sonraki 15 dakika içinde düzenlenebilir.',
  'This message was deleted.': 'Bu mesaj silindi.',
  'Choose an emoji.': 'Bir emoji seçin.',
  'Choose one emoji.': 'Tek bir emoji seçin.',
  'This message has too many different reactions.': 'Bu mesajda çok fazla farklı tepki var.',
  'Media messages must carry a file uploaded to the chat.':
    'Medya mesajları sohbete yüklenmiş bir dosya içermelidir.',
  'Marked as read.': 'Okundu olarak işaretlendi.',
  'Please log in to join rooms.': 'Odalara katılmak için lütfen giriş yapın.',
  'Room name is required.': 'Oda adı gerekli.',
  'Room name must be at most {{count}} characters.':
    'Oda adı en fazla {{count}} karakter olabilir.',
  'Description must be at most {{count}} characters.':
    'Açıklama en fazla {{count}} karakter olabilir.',
  'Join the room first.': 'Önce odaya katılın.',
  'Join the room before sending messages.': 'Mesaj göndermeden önce odaya katılın.',
  'You left the room.': 'Odadan ayrıldınız.',
  'Invalid room.': 'Geçersiz oda.',
  'Rooms must be a list of room ids.': 'Odalar, oda kimliklerinden oluşan bir liste olmalıdır.',
  'Please log in to send a friend request.': 'Arkadaşlık isteği göndermek için lütfen giriş yapın.',
  'You cannot send a friend request to yourself.': 'Kendinize arkadaşlık isteği gönderemezsiniz.',
  'You cannot send a friend request to this user.':
    'Bu kullanıcıya arkadaşlık isteği gönderemezsiniz.',
  'Friend request sent.': 'Arkadaşlık isteği gönderildi.',
  'Friend request already sent.': 'Arkadaşlık isteği zaten gönderildi.',
  'Friend request accepted.': 'Arkadaşlık isteği kabul edildi.',
  'Friend request rejected.': 'Arkadaşlık isteği reddedildi.',
  'Friend removed.': 'Arkadaş kaldırıldı.',
  'You are already friends.': 'Zaten arkadaşsınız.',
  'You are now friends.': 'Artık arkadaşsınız.',
  'You cannot block yourself.': 'Kendinizi engelleyemezsiniz.',
  'You cannot unblock yourself.': 'Kendi engelinizi kaldıramazsınız.',
  'You are not chatting with anyone.': 'Kimseyle sohbet etmiyorsunuz.',
  'This stranger is no longer available.': 'Bu yabancı artık müsait değil.',
  'You must be logged in to reveal your profile.':
    'Profilinizi göstermek için giriş yapmış olmalısınız.',
  'You can send a friend request only to your current partner once they revealed their profile.':
    'Arkadaşlık isteğini yalnızca şu anki sohbet partnerinize, profilini gösterdikten sonra gönderebilirsiniz.',
  'You are temporarily suspended from anonymous chat.':
    'Anonim sohbetten geçici olarak uzaklaştırıldınız.',
  'Your chat has ended. Please start a new one to send images.':
    'Sohbetiniz sona erdi. Görsel göndermek için yeni bir sohbet başlatın.',
  'You are not in this call.': 'Bu aramada değilsiniz.',
  'This call is full.': 'Bu arama dolu.',
  'You can only signal to another member of your call.':
    'Yalnızca aramanızdaki başka bir üyeye sinyal gönderebilirsiniz.',
  'You can only report a member of your call.':
    'Yalnızca aramanızdaki bir üyeyi bildirebilirsiniz.',
  'Chat ended.': 'Sohbet sona erdi.',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    "Serendip'te bağlantı spam'i yasaktır. Mesajınız gönderilmedi.",
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    "Serendip'te yabancılardan çıplak fotoğraf veya seks istemek yasaktır. Mesajınız gönderilmedi.",
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    "Serendip'te birine kendine zarar vermesini söylemek yasaktır. Mesajınız gönderilmedi.",
  'The chat was ended by our safety checks. You did nothing wrong.':
    'Sohbet, güvenlik kontrollerimiz tarafından sonlandırıldı. Yanlış bir şey yapmadınız.',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'Bu görsel müstehcen görünüyor ve Serendip buna izin vermiyor. Lütfen başka bir resim seçin.',
  'This image was removed by our moderators and cannot be uploaded again.':
    'Bu görsel moderatörlerimiz tarafından kaldırıldı ve tekrar yüklenemez.',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'Metin izin verilmeyen bir karakter içeriyor (NUL gibi görünmez bir kontrol karakteri veya bozuk bir emoji). Lütfen kaldırın.',
  'Please select a file to upload.': 'Lütfen yüklenecek bir dosya seçin.',
  'Please upload one file at a time.': 'Lütfen dosyaları tek tek yükleyin.',
  'Only image files are allowed.': 'Yalnızca görsel dosyalarına izin verilir.',
  'Only video files are allowed.': 'Yalnızca video dosyalarına izin verilir.',
  'Only image or video files are allowed.': 'Yalnızca görsel veya video dosyalarına izin verilir.',
  'The image could not be read.': 'Görsel okunamadı.',
  'The video could not be read.': 'Video okunamadı.',
  'The upload could not be read. Please try again.': 'Yükleme okunamadı. Lütfen tekrar deneyin.',
  'The file is too large. The limit is {{megabytes}} MB.':
    'Dosya çok büyük. Sınır {{megabytes}} MB.',
  'The video is too long. The limit is {{seconds}} seconds.':
    'Video çok uzun. Sınır {{seconds}} saniye.',
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'Bu video tarayıcılarda oynatılamıyor. Lütfen MP4 (H.264), WebM veya MOV bir video seçin.',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'Medya depolamasına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  'You can only edit your own photos.': 'Yalnızca kendi fotoğraflarınızı düzenleyebilirsiniz.',
  'You can only delete your own photos.': 'Yalnızca kendi fotoğraflarınızı silebilirsiniz.',
  'Photo deleted successfully!': 'Fotoğraf başarıyla silindi!',
  'Comment text is required.': 'Yorum metni gerekli.',
  'A comment is at most {{count}} characters.': 'Bir yorum en fazla {{count}} karakter olabilir.',
  'A caption is at most {{count}} characters.':
    'Bir açıklama en fazla {{count}} karakter olabilir.',
  'You cannot report yourself.': 'Kendinizi bildiremezsiniz.',
  'Please provide a reason for reporting.': 'Lütfen bildirme nedenini belirtin.',
  'Please give a reason.': 'Lütfen bir neden belirtin.',
  'Choose a category.': 'Bir kategori seçin.',
  'Choose what to report.': 'Neyi bildireceğinizi seçin.',
  'User reported successfully. Thank you for your feedback.':
    'Kullanıcı başarıyla bildirildi. Geri bildiriminiz için teşekkürler.',
  'A reason is at most {{count}} characters.': 'Bir neden en fazla {{count}} karakter olabilir.',
  'You are banned from Serendip.': "Serendip'ten yasaklandınız.",
  'Please explain why the decision should be reviewed.':
    'Lütfen kararın neden yeniden incelenmesi gerektiğini açıklayın.',
  'Your appeal was sent. A different moderator will review it.':
    'İtirazınız gönderildi. Başka bir moderatör inceleyecek.',
  'You have already appealed this decision.': 'Bu karara zaten itiraz ettiniz.',
  'The time to appeal this decision has passed.': 'Bu karara itiraz süresi geçti.',
  'Appeal not found.': 'İtiraz bulunamadı.',
  'Your message has been sent.': 'Mesajınız gönderildi.',
  'Fill the name': 'Adı girin',
  'Fill the email': 'E-postayı girin',
  'Fill the message': 'Mesajı girin',
  'Name is too long.': 'Ad çok uzun.',
  'Phone number is too long.': 'Telefon numarası çok uzun.',
  'Message must be at most {{count}} characters.': 'Mesaj en fazla {{count}} karakter olabilir.',
  'Notification marked as read.': 'Bildirim okundu olarak işaretlendi.',
  'All notifications marked as read.': 'Tüm bildirimler okundu olarak işaretlendi.',
  'Notifications are on for this device.': 'Bu cihazda bildirimler açık.',
  'Notifications are off for this device.': 'Bu cihazda bildirimler kapalı.',
  'Subscription not found.': 'Abonelik bulunamadı.',
  'language must be one of {{languages}}.': 'language şunlardan biri olmalıdır: {{languages}}.',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'Çok şey yaşıyor gibisin. Yalnız değilsin: şimdi biriyle ücretsiz ve gizli olarak konuşabilirsin.',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip yalnızca yetişkinler içindir (18 yaş ve üzeri). Bir moderatör bu konuşmayı inceleyecek.',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    'Güvenliğin için anonim sohbette telefon numaraları, e-posta, açık adresler ve diğer uygulamalardaki kullanıcı adları gizlenir.',
  'Message not sent.': 'Mesaj gönderilmedi.',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'Yabancılarla 1 sohbet daha yaptıktan sonra görsel gönderebilirsin. Yeni üyeler ve yakın zamanda şikâyet ya da yaptırım almış üyeler ilk sohbetlerinde görsel gönderemez.',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      other:
        'Yabancılarla {{count}} sohbet daha yaptıktan sonra görsel gönderebilirsin. Yeni üyeler ve yakın zamanda şikâyet ya da yaptırım almış üyeler ilk sohbetlerinde görsel gönderemez.',
    },
};

export default catalogue;

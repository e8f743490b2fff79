import type { InterfaceLanguage } from '@serendip/protocol';

/** The password reset mail's words in one language; `{{username}}` stands for the account's name. */
interface ResetMailWords {
  subject: string;
  greeting: string;
  asked: string;
  once: string;
}

/**
 * The reset mail in every interface language (the type checker wants all of them). English is
 * the mail as it always read; the account's chosen language picks another.
 */
const WORDS: Record<InterfaceLanguage, ResetMailWords> = {
  en: {
    subject: 'Reset your Serendip password',
    greeting: 'Hello {{username}},',
    asked:
      'Someone asked to reset the password of your Serendip account. To choose a new password, open this link:',
    once: 'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña de Serendip',
    greeting: 'Hola, {{username}}:',
    asked:
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Serendip. Para elegir una contraseña nueva, abre este enlace:',
    once: 'El enlace funciona una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  'pt-BR': {
    subject: 'Redefina sua senha do Serendip',
    greeting: 'Olá, {{username}},',
    asked:
      'Alguém pediu para redefinir a senha da sua conta do Serendip. Para escolher uma nova senha, abra este link:',
    once: 'O link funciona uma vez e expira em 1 hora. Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Serendip',
    greeting: 'Bonjour {{username}},',
    asked:
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Serendip. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    once: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.',
  },
  de: {
    subject: 'Setze dein Serendip-Passwort zurück',
    greeting: 'Hallo {{username}},',
    asked:
      'Jemand hat darum gebeten, das Passwort deines Serendip-Kontos zurückzusetzen. Öffne diesen Link, um ein neues Passwort zu wählen:',
    once: 'Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
  },
  ru: {
    subject: 'Сброс пароля Serendip',
    greeting: 'Здравствуйте, {{username}}!',
    asked:
      'Кто-то запросил сброс пароля вашего аккаунта Serendip. Чтобы выбрать новый пароль, откройте эту ссылку:',
    once: 'Ссылка работает один раз и действует 1 час. Если вы этого не запрашивали, просто проигнорируйте письмо: ваш пароль останется прежним.',
  },
  tr: {
    subject: 'Serendip şifreni sıfırla',
    greeting: 'Merhaba {{username}},',
    asked:
      'Birisi Serendip hesabının şifresini sıfırlamak istedi. Yeni bir şifre seçmek için bu bağlantıyı aç:',
    once: 'Bağlantı yalnızca bir kez çalışır ve 1 saat içinde geçerliliğini yitirir. Bunu sen istemediysen bu e-postayı yok say: şifren aynı kalır.',
  },
  ar: {
    subject: 'أعد تعيين كلمة مرور Serendip',
    greeting: 'مرحبًا {{username}}،',
    asked:
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك على Serendip. لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
    once: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة واحدة. إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  },
  hi: {
    subject: 'अपना Serendip पासवर्ड रीसेट करें',
    greeting: 'नमस्ते {{username}},',
    asked:
      'किसी ने आपके Serendip खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    once: 'यह लिंक एक ही बार काम करता है और 1 घंटे में समाप्त हो जाता है। अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
  },
  id: {
    subject: 'Atur ulang kata sandi Serendip kamu',
    greeting: 'Halo {{username}},',
    asked:
      'Seseorang meminta untuk mengatur ulang kata sandi akun Serendip kamu. Untuk memilih kata sandi baru, buka tautan ini:',
    once: 'Tautan ini hanya berfungsi sekali dan kedaluwarsa dalam 1 jam. Jika kamu tidak memintanya, abaikan email ini: kata sandimu tetap sama.',
  },
  ja: {
    subject: 'Serendip のパスワードを再設定してください',
    greeting: '{{username}} さん',
    asked:
      'あなたの Serendip アカウントのパスワード再設定が依頼されました。新しいパスワードを設定するには、次のリンクを開いてください。',
    once: 'このリンクは1回だけ使え、1時間で期限切れになります。心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The password reset mail to `username` with its single-use `link`, in `language`. */
export function resetMail(
  language: InterfaceLanguage,
  username: string,
  link: string,
): { subject: string; text: string; html: string } {
  const words = WORDS[language];
  const greeting = (name: string) => words.greeting.replace('{{username}}', name);
  const safeLink = escapeHtml(link);
  const html = [
    `<p>${greeting(escapeHtml(username))}</p>`,
    `<p>${words.asked}</p>`,
    `<p><a href="${safeLink}">${safeLink}</a></p>`,
    `<p>${words.once}</p>`,
    '<p>Serendip</p>',
  ].join('\n');
  return {
    subject: words.subject,
    text: [greeting(username), '', words.asked, link, '', words.once, '', 'Serendip'].join('\n'),
    // Arabic reads right to left in mail clients too.
    html: language === 'ar' ? `<div dir="rtl" lang="ar">\n${html}\n</div>` : html,
  };
}

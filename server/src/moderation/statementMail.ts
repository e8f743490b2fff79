import type { InterfaceLanguage, SanctionKind, Statement } from '@serendip/protocol';

/** The words around a statement of reasons in one language other than English. */
interface StatementMailWords {
  subject: string;
  /** `{{username}}` stands for the account's name. */
  greeting: string;
  /** One line per decision: what happened, before the statement itself. */
  decision: Record<SanctionKind, string>;
  /** Introduces the statement, whose words are kept as the account standing page shows them. */
  statement: string;
  standing: string;
  /** `{{date}}` stands for the last day of the appeal, in the language's own format. */
  appealUntil: string;
}

const WORDS: Record<Exclude<InterfaceLanguage, 'en'>, StatementMailWords> = {
  es: {
    subject: 'Una decisión de moderación sobre tu cuenta de Serendip',
    greeting: 'Hola, {{username}}:',
    decision: {
      warning: 'Tu cuenta ha recibido una advertencia.',
      removal: 'Se ha eliminado contenido de tu cuenta.',
      termination: 'Se ha terminado un chat tuyo.',
      suspension: 'Tu cuenta ha sido suspendida temporalmente.',
      ban: 'Tu cuenta ha sido bloqueada en Serendip.',
    },
    statement: 'La declaración de motivos (en inglés):',
    standing: 'Puedes leer tus decisiones y recurrirlas en /account/standing.',
    appealUntil: 'Se aceptan recursos hasta el {{date}}.',
  },
  'pt-BR': {
    subject: 'Uma decisão de moderação sobre sua conta do Serendip',
    greeting: 'Olá, {{username}},',
    decision: {
      warning: 'Sua conta recebeu uma advertência.',
      removal: 'Um conteúdo da sua conta foi removido.',
      termination: 'Um chat seu foi encerrado.',
      suspension: 'Sua conta foi suspensa temporariamente.',
      ban: 'Sua conta foi banida do Serendip.',
    },
    statement: 'A declaração de motivos (em inglês):',
    standing: 'Você pode ler suas decisões e recorrer delas em /account/standing.',
    appealUntil: 'Recursos são aceitos até {{date}}.',
  },
  fr: {
    subject: 'Une décision de modération concernant votre compte Serendip',
    greeting: 'Bonjour {{username}},',
    decision: {
      warning: 'Votre compte a reçu un avertissement.',
      removal: 'Un contenu de votre compte a été supprimé.',
      termination: 'Une de vos conversations a été arrêtée.',
      suspension: 'Votre compte a été suspendu temporairement.',
      ban: 'Votre compte a été banni de Serendip.',
    },
    statement: 'L’exposé des motifs (en anglais) :',
    standing: 'Vous pouvez lire vos décisions et faire appel sur /account/standing.',
    appealUntil: 'Les appels sont acceptés jusqu’au {{date}}.',
  },
  de: {
    subject: 'Eine Moderationsentscheidung zu deinem Serendip-Konto',
    greeting: 'Hallo {{username}},',
    decision: {
      warning: 'Dein Konto hat eine Verwarnung erhalten.',
      removal: 'Ein Inhalt deines Kontos wurde entfernt.',
      termination: 'Ein Chat von dir wurde beendet.',
      suspension: 'Dein Konto wurde vorübergehend gesperrt.',
      ban: 'Dein Konto wurde dauerhaft von Serendip ausgeschlossen.',
    },
    statement: 'Die Begründung (auf Englisch):',
    standing:
      'Unter /account/standing kannst du deine Entscheidungen lesen und Einspruch einlegen.',
    appealUntil: 'Einsprüche werden bis {{date}} angenommen.',
  },
  ru: {
    subject: 'Решение модерации о вашем аккаунте Serendip',
    greeting: 'Здравствуйте, {{username}}!',
    decision: {
      warning: 'Ваш аккаунт получил предупреждение.',
      removal: 'Материал вашего аккаунта был удалён.',
      termination: 'Ваш чат был завершён.',
      suspension: 'Ваш аккаунт временно заблокирован.',
      ban: 'Ваш аккаунт заблокирован в Serendip навсегда.',
    },
    statement: 'Обоснование решения (на английском):',
    standing: 'Прочитать решения и обжаловать их можно на странице /account/standing.',
    appealUntil: 'Жалобы принимаются до {{date}}.',
  },
  tr: {
    subject: 'Serendip hesabınla ilgili bir moderasyon kararı',
    greeting: 'Merhaba {{username}},',
    decision: {
      warning: 'Hesabın bir uyarı aldı.',
      removal: 'Hesabına ait bir içerik kaldırıldı.',
      termination: 'Bir sohbetin sonlandırıldı.',
      suspension: 'Hesabın geçici olarak askıya alındı.',
      ban: 'Hesabın Serendip’ten yasaklandı.',
    },
    statement: 'Gerekçe (İngilizce):',
    standing: 'Kararlarını /account/standing adresinde okuyabilir ve itiraz edebilirsin.',
    appealUntil: 'İtirazlar {{date}} tarihine kadar kabul edilir.',
  },
  ar: {
    subject: 'قرار إشراف بشأن حسابك على Serendip',
    greeting: 'مرحبًا {{username}}،',
    decision: {
      warning: 'تلقّى حسابك تحذيرًا.',
      removal: 'أُزيل محتوى من حسابك.',
      termination: 'أُنهيت إحدى محادثاتك.',
      suspension: 'عُلّق حسابك مؤقتًا.',
      ban: 'حُظر حسابك على Serendip.',
    },
    statement: 'بيان الأسباب (بالإنجليزية):',
    standing: 'يمكنك قراءة القرارات الخاصة بك والطعن فيها على /account/standing.',
    appealUntil: 'تُقبل الطعون حتى {{date}}.',
  },
  hi: {
    subject: 'आपके Serendip खाते के बारे में एक मॉडरेशन निर्णय',
    greeting: 'नमस्ते {{username}},',
    decision: {
      warning: 'आपके खाते को एक चेतावनी मिली है।',
      removal: 'आपके खाते की एक सामग्री हटा दी गई है।',
      termination: 'आपकी एक चैट समाप्त कर दी गई है।',
      suspension: 'आपका खाता अस्थायी रूप से निलंबित कर दिया गया है।',
      ban: 'आपके खाते को Serendip पर प्रतिबंधित कर दिया गया है।',
    },
    statement: 'कारणों का विवरण (अंग्रेज़ी में):',
    standing: 'आप अपने निर्णय /account/standing पर पढ़ सकते हैं और उनके विरुद्ध अपील कर सकते हैं।',
    appealUntil: 'अपील {{date}} तक स्वीकार की जाती हैं।',
  },
  id: {
    subject: 'Keputusan moderasi tentang akun Serendip kamu',
    greeting: 'Halo {{username}},',
    decision: {
      warning: 'Akunmu menerima peringatan.',
      removal: 'Sebuah konten dari akunmu telah dihapus.',
      termination: 'Salah satu obrolanmu telah diakhiri.',
      suspension: 'Akunmu ditangguhkan sementara.',
      ban: 'Akunmu diblokir dari Serendip.',
    },
    statement: 'Pernyataan alasan (dalam bahasa Inggris):',
    standing: 'Kamu bisa membaca keputusanmu dan mengajukan banding di /account/standing.',
    appealUntil: 'Banding diterima hingga {{date}}.',
  },
  ja: {
    subject: 'あなたの Serendip アカウントに関するモデレーションの決定',
    greeting: '{{username}} さん',
    decision: {
      warning: 'あなたのアカウントに警告が出されました。',
      removal: 'あなたのアカウントのコンテンツが削除されました。',
      termination: 'あなたのチャットが終了されました。',
      suspension: 'あなたのアカウントは一時的に停止されました。',
      ban: 'あなたのアカウントは Serendip から追放されました。',
    },
    statement: '理由の説明（英語）：',
    standing: '決定の内容は /account/standing で確認でき、異議を申し立てることもできます。',
    appealUntil: '異議申し立ては {{date}} まで受け付けます。',
  },
};

/** A date in a language's own long format, in UTC (the time the server keeps). */
function dateIn(language: InterfaceLanguage, iso: string): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * The mail that tells an account of a decision, in the account's language: what was decided,
 * the statement of reasons, where to read and appeal it. The statement keeps the words the
 * account standing page shows (and an appeal refers to), so in another language it is
 * introduced as English; English keeps the mail as it always read.
 */
export function statementMail(
  language: InterfaceLanguage,
  username: string,
  statement: Pick<Statement, 'decision' | 'message' | 'appealUntil'>,
): { subject: string; text: string } {
  if (language === 'en')
    return {
      subject: 'A moderation decision about your Serendip account',
      text: `Hello ${username},\n\n${statement.message}\n\nYou can read your decisions and appeal them at /account/standing.${
        statement.appealUntil ? `\nAppeals are accepted until ${statement.appealUntil}.` : ''
      }\n`,
    };
  const words = WORDS[language];
  const lines = [
    words.greeting.replace('{{username}}', username),
    '',
    words.decision[statement.decision],
    '',
    words.statement,
    statement.message,
    '',
    words.standing,
  ];
  if (statement.appealUntil)
    lines.push(words.appealUntil.replace('{{date}}', dateIn(language, statement.appealUntil)));
  return { subject: words.subject, text: `${lines.join('\n')}\n` };
}

import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in Japanese. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'ログインしてください。',
  'Please log in to continue.': '続けるにはログインしてください。',
  'Please sign in to continue.': '続けるにはサインインしてください。',
  'Your session has expired. Please log in again.':
    'セッションの有効期限が切れました。もう一度ログインしてください。',
  'Invalid credentials.': 'ログイン情報が正しくありません。',
  'Username or email is required.': 'ユーザー名またはメールアドレスを入力してください。',
  'Password is required.': 'パスワードを入力してください。',
  'Username is required.': 'ユーザー名を入力してください。',
  'Email is required.': 'メールアドレスを入力してください。',
  'Please enter a valid email address.': '有効なメールアドレスを入力してください。',
  'Invalid email format.': 'メールアドレスの形式が正しくありません。',
  'Email is too long.': 'メールアドレスが長すぎます。',
  'Username must be at least {{count}} characters.':
    'ユーザー名は{{count}}文字以上にしてください。',
  'Username must be at most {{count}} characters.': 'ユーザー名は{{count}}文字以内にしてください。',
  'Password must be at least {{count}} characters.':
    'パスワードは{{count}}文字以上にしてください。',
  'Password must be at most {{count}} characters.': 'パスワードは{{count}}文字以内にしてください。',
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'ユーザー名に使えるのは英字、数字、ピリオド、ハイフン、アンダースコアだけです。',
  'Username is already taken.': 'このユーザー名はすでに使われています。',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'このユーザー名またはメールアドレスはすでに使われています。アカウントをお持ちの場合は、ログインするかパスワードを再設定してください。',
  'An account with this email already exists. Log in or reset your password.':
    'このメールアドレスのアカウントはすでに存在します。ログインするかパスワードを再設定してください。',
  'Could not create your account right now. Please try again.':
    '現在アカウントを作成できません。もう一度お試しください。',
  'Invalid or expired reset token.': '再設定用のリンクが無効か、有効期限が切れています。',
  'Password reset email sent. Please check your inbox.':
    'パスワード再設定のメールを送信しました。受信トレイを確認してください。',
  'Password has been reset successfully!': 'パスワードを再設定しました！',
  'You have been logged out.': 'ログアウトしました。',
  'You have been logged out on every device.': 'すべての端末からログアウトしました。',
  'Google token is required.': 'Google のトークンが必要です。',
  'Google sign-in failed.': 'Google でのログインに失敗しました。',
  'Google sign-in is not configured.': 'Google ログインは設定されていません。',
  'Google sign-in is unavailable right now. Please try again later.':
    '現在 Google ログインを利用できません。しばらくしてからもう一度お試しください。',
  'This email is already linked to another Google account.':
    'このメールアドレスはすでに別の Google アカウントに紐づいています。',
  'Please solve the captcha.': 'キャプチャを解いてください。',
  'Captcha verification failed. Please try again.':
    'キャプチャの確認に失敗しました。もう一度お試しください。',
  'Please complete the check again; it may take a few seconds.':
    'もう一度確認を完了してください。数秒かかることがあります。',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'セキュリティトークンがないか無効です。ページを再読み込みしてもう一度お試しください。',
  'Too many requests. Please slow down and try again shortly.':
    'リクエストが多すぎます。少し間を置いてからもう一度お試しください。',
  'Too many requests. Please try again in 1 second.':
    'リクエストが多すぎます。1秒後にもう一度お試しください。',
  'Too many requests. Please try again in {{seconds}} seconds.':
    'リクエストが多すぎます。{{seconds}}秒後にもう一度お試しください。',
  'Too many messages at once. Please wait a moment.':
    '一度に送るメッセージが多すぎます。少しお待ちください。',
  'Too many connections from your network. Close some tabs and try again.':
    'お使いのネットワークからの接続が多すぎます。いくつかのタブを閉じてもう一度お試しください。',
  'Invalid request.': '無効なリクエストです。',
  'Bad request.': '不正なリクエストです。',
  'Request body is missing.': 'リクエストの本文がありません。',
  'The request body is not valid JSON.': 'リクエストの本文が正しい JSON ではありません。',
  'The request has unknown fields.': 'リクエストに不明な項目が含まれています。',
  'The file or request is too large.': 'ファイルまたはリクエストが大きすぎます。',
  'Unsupported content type.': 'サポートされていないコンテンツ形式です。',
  'Something went wrong on our side. Please try again.':
    'こちら側で問題が発生しました。もう一度お試しください。',
  'Server error. Please try again.': 'サーバーエラーです。もう一度お試しください。',
  'Not found.': '見つかりません。',
  'You are not allowed to do that.': 'この操作は許可されていません。',
  'Only moderators can do this.': 'この操作はモデレーターのみ行えます。',
  'Only admins can do this.': 'この操作は管理者のみ行えます。',
  'User not found.': 'ユーザーが見つかりません。',
  'Profile not found.': 'プロフィールが見つかりません。',
  'Room not found.': 'ルームが見つかりません。',
  'Conversation not found.': '会話が見つかりません。',
  'Message not found.': 'メッセージが見つかりません。',
  'Photo not found.': '写真が見つかりません。',
  'Friend request not found.': '友達リクエストが見つかりません。',
  'Friend not found.': '友達が見つかりません。',
  'Notification not found.': '通知が見つかりません。',
  'File not found.': 'ファイルが見つかりません。',
  'Content not found.': 'コンテンツが見つかりません。',
  'Bio must be at most {{count}} characters.': '自己紹介は{{count}}文字以内にしてください。',
  'At most {{count}} interests.': '興味は{{count}}個までです。',
  'An interest is at most {{count}} characters.': '興味は1つにつき{{count}}文字以内です。',
  'Search text is too long.': '検索テキストが長すぎます。',
  'Please log in to chat.': 'チャットするにはログインしてください。',
  'You can only chat with friends.': 'チャットできるのは友達だけです。',
  'Message cannot be empty.': 'メッセージを入力してください。',
  'Message is too long.': 'メッセージが長すぎます。',
  'Message is missing.': 'メッセージがありません。',
  'Unknown message type.': '不明なメッセージの種類です。',
  'Invalid client id.': '無効なクライアント ID です。',
  'This client id was already used for another message.':
    'このクライアント ID はすでに別のメッセージに使われています。',
  'The message could not be saved. Please retry.':
    'メッセージを保存できませんでした。もう一度お試しください。',
  'The message could not be delivered right now. Please retry.':
    '現在メッセージを配信できません。もう一度お試しください。',
  'You can only edit your own messages.': '編集できるのは自分のメッセージだけです。',
  'You can only delete your own messages.': '削除できるのは自分のメッセージだけです。',
  'Only text messages can be edited.': '編集できるのはテキストメッセージだけです。',
  'Messages can only be edited within 15 minutes of sending.':
    'メッセージは送信から15分以内のみ編集できます。',
  'This message was deleted.': 'このメッセージは削除されました。',
  'Choose an emoji.': '絵文字を選んでください。',
  'Choose one emoji.': '絵文字を1つ選んでください。',
  'This message has too many different reactions.':
    'このメッセージには種類の異なるリアクションが多すぎます。',
  'Media messages must carry a file uploaded to the chat.':
    'メディアメッセージには、チャットにアップロードしたファイルが必要です。',
  'Marked as read.': '既読にしました。',
  'Please log in to join rooms.': 'ルームに参加するにはログインしてください。',
  'Room name is required.': 'ルーム名を入力してください。',
  'Room name must be at most {{count}} characters.': 'ルーム名は{{count}}文字以内にしてください。',
  'Description must be at most {{count}} characters.': '説明は{{count}}文字以内にしてください。',
  'Join the room first.': '先にルームに参加してください。',
  'Join the room before sending messages.': 'メッセージを送る前にルームに参加してください。',
  'You left the room.': 'ルームから退出しました。',
  'Invalid room.': '無効なルームです。',
  'Rooms must be a list of room ids.': 'ルームはルーム ID のリストで指定してください。',
  'Please log in to send a friend request.': '友達リクエストを送るにはログインしてください。',
  'You cannot send a friend request to yourself.':
    '自分自身に友達リクエストを送ることはできません。',
  'You cannot send a friend request to this user.': 'このユーザーには友達リクエストを送れません。',
  'Friend request sent.': '友達リクエストを送りました。',
  'Friend request already sent.': '友達リクエストはすでに送信済みです。',
  'Friend request accepted.': '友達リクエストを承認しました。',
  'Friend request rejected.': '友達リクエストを拒否しました。',
  'Friend removed.': '友達を削除しました。',
  'You are already friends.': 'すでに友達です。',
  'You are now friends.': '友達になりました。',
  'You cannot block yourself.': '自分自身をブロックすることはできません。',
  'You cannot unblock yourself.': '自分自身のブロックを解除することはできません。',
  'You are not chatting with anyone.': '誰ともチャットしていません。',
  'This stranger is no longer available.': 'この相手はもう対応できません。',
  'You must be logged in to reveal your profile.': 'プロフィールを公開するにはログインが必要です。',
  'You can send a friend request only to your current partner once they revealed their profile.':
    '友達リクエストは、現在の相手がプロフィールを公開した後にのみ送れます。',
  'You are temporarily suspended from anonymous chat.':
    '匿名チャットの利用を一時的に停止されています。',
  'Your chat has ended. Please start a new one to send images.':
    'チャットは終了しました。画像を送るには新しいチャットを始めてください。',
  'You are not in this call.': 'この通話に参加していません。',
  'This call is full.': 'この通話は満員です。',
  'You can only signal to another member of your call.':
    'シグナルを送れるのは、同じ通話の他のメンバーだけです。',
  'You can only report a member of your call.': '通報できるのは同じ通話のメンバーだけです。',
  'Chat ended.': 'チャットが終了しました。',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    'Serendip ではリンクのスパムは禁止されています。メッセージは送信されませんでした。',
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    'Serendip では、知らない人に裸の画像や性行為を求めることは禁止されています。メッセージは送信されませんでした。',
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    'Serendip では、誰かに自分を傷つけるよう言うことは禁止されています。メッセージは送信されませんでした。',
  'The chat was ended by our safety checks. You did nothing wrong.':
    '安全チェックによりチャットが終了しました。あなたに問題はありません。',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'この画像は性的に露骨なようです。Serendip では許可されていません。別の画像を選んでください。',
  'This image was removed by our moderators and cannot be uploaded again.':
    'この画像はモデレーターによって削除されたため、再度アップロードできません。',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    '使用できない文字（NUL などの見えない制御文字、または壊れた絵文字）が含まれています。削除してください。',
  'Please select a file to upload.': 'アップロードするファイルを選んでください。',
  'Please upload one file at a time.': 'ファイルは1つずつアップロードしてください。',
  'Only image files are allowed.': '画像ファイルのみ使用できます。',
  'Only video files are allowed.': '動画ファイルのみ使用できます。',
  'Only image or video files are allowed.': '画像または動画ファイルのみ使用できます。',
  'The image could not be read.': '画像を読み込めませんでした。',
  'The video could not be read.': '動画を読み込めませんでした。',
  'The upload could not be read. Please try again.':
    'アップロードしたファイルを読み込めませんでした。もう一度お試しください。',
  'The file is too large. The limit is {{megabytes}} MB.':
    'ファイルが大きすぎます。上限は{{megabytes}} MB です。',
  'The video is too long. The limit is {{seconds}} seconds.':
    '動画が長すぎます。上限は{{seconds}}秒です。',
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'この動画はブラウザで再生できません。MP4（H.264）、WebM、MOV の動画を選んでください。',
  'Media storage cannot be reached right now. Please try again in a moment.':
    '現在メディアストレージに接続できません。しばらくしてからもう一度お試しください。',
  'You can only edit your own photos.': '編集できるのは自分の写真だけです。',
  'You can only delete your own photos.': '削除できるのは自分の写真だけです。',
  'Photo deleted successfully!': '写真を削除しました！',
  'Comment text is required.': 'コメントを入力してください。',
  'A comment is at most {{count}} characters.': 'コメントは{{count}}文字以内です。',
  'A caption is at most {{count}} characters.': 'キャプションは{{count}}文字以内です。',
  'You cannot report yourself.': '自分自身を通報することはできません。',
  'Please provide a reason for reporting.': '通報の理由を入力してください。',
  'Please give a reason.': '理由を入力してください。',
  'Choose a category.': 'カテゴリを選んでください。',
  'Choose what to report.': '通報する内容を選んでください。',
  'User reported successfully. Thank you for your feedback.':
    'ユーザーを通報しました。ご協力ありがとうございます。',
  'A reason is at most {{count}} characters.': '理由は{{count}}文字以内です。',
  'You are banned from Serendip.': 'Serendip の利用を禁止されています。',
  'Please explain why the decision should be reviewed.': '決定を見直すべき理由を説明してください。',
  'Your appeal was sent. A different moderator will review it.':
    '異議申し立てを送信しました。別のモデレーターが確認します。',
  'You have already appealed this decision.': 'この決定にはすでに異議を申し立てています。',
  'The time to appeal this decision has passed.': 'この決定に異議を申し立てる期限は過ぎています。',
  'Appeal not found.': '異議申し立てが見つかりません。',
  'Your message has been sent.': 'メッセージを送信しました。',
  'Fill the name': '名前を入力してください',
  'Fill the email': 'メールアドレスを入力してください',
  'Fill the message': 'メッセージを入力してください',
  'Name is too long.': '名前が長すぎます。',
  'Phone number is too long.': '電話番号が長すぎます。',
  'Message must be at most {{count}} characters.': 'メッセージは{{count}}文字以内にしてください。',
  'Notification marked as read.': '通知を既読にしました。',
  'All notifications marked as read.': 'すべての通知を既読にしました。',
  'Notifications are on for this device.': 'この端末の通知はオンです。',
  'Notifications are off for this device.': 'この端末の通知はオフです。',
  'Subscription not found.': '購読が見つかりません。',
  'language must be one of {{languages}}.':
    'language は次のいずれかにしてください: {{languages}}。',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'とてもつらい思いをしているようですね。あなたはひとりではありません。今すぐ、無料で秘密を守って誰かに話すことができます。',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip は成人（18歳以上）専用です。モデレーターがこの会話を確認します。',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    '安全のため、匿名チャットでは電話番号、メールアドレス、住所、他のアプリのユーザー名は非表示になります。',
  'Message not sent.': 'メッセージは送信されませんでした。',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    '知らない人とのチャットをあと1回すると画像を送れるようになります。新しいメンバーや、最近通報や制裁を受けたメンバーは、最初のチャットでは画像を送れません。',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      other:
        '知らない人とのチャットをあと{{count}}回すると画像を送れるようになります。新しいメンバーや、最近通報や制裁を受けたメンバーは、最初のチャットでは画像を送れません。',
    },
};

export default catalogue;

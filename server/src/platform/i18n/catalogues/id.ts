import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in Indonesian. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'Silakan masuk.',
  'Please log in to continue.': 'Silakan masuk untuk melanjutkan.',
  'Please sign in to continue.': 'Silakan masuk untuk melanjutkan.',
  'Your session has expired. Please log in again.': 'Sesi Anda telah berakhir. Silakan masuk lagi.',
  'Invalid credentials.': 'Kredensial tidak valid.',
  'Username or email is required.': 'Nama pengguna atau email wajib diisi.',
  'Password is required.': 'Kata sandi wajib diisi.',
  'Username is required.': 'Nama pengguna wajib diisi.',
  'Email is required.': 'Email wajib diisi.',
  'Please enter a valid email address.': 'Masukkan alamat email yang valid.',
  'Invalid email format.': 'Format email tidak valid.',
  'Email is too long.': 'Email terlalu panjang.',
  'Username must be at least {{count}} characters.': 'Nama pengguna minimal {{count}} karakter.',
  'Username must be at most {{count}} characters.': 'Nama pengguna maksimal {{count}} karakter.',
  'Password must be at least {{count}} characters.': 'Kata sandi minimal {{count}} karakter.',
  'Password must be at most {{count}} characters.': 'Kata sandi maksimal {{count}} karakter.',
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'Nama pengguna hanya boleh berisi huruf, angka, titik, tanda hubung, dan garis bawah.',
  'Username is already taken.': 'Nama pengguna sudah dipakai.',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'Nama pengguna atau email ini sudah digunakan. Jika Anda sudah punya akun, masuk atau atur ulang kata sandi Anda.',
  'An account with this email already exists. Log in or reset your password.':
    'Akun dengan email ini sudah ada. Masuk atau atur ulang kata sandi Anda.',
  'Could not create your account right now. Please try again.':
    'Akun Anda tidak dapat dibuat saat ini. Silakan coba lagi.',
  'Invalid or expired reset token.': 'Token atur ulang tidak valid atau sudah kedaluwarsa.',
  'Password reset email sent. Please check your inbox.':
    'Email atur ulang kata sandi telah dikirim. Silakan periksa kotak masuk Anda.',
  'Password has been reset successfully!': 'Kata sandi berhasil diatur ulang!',
  'You have been logged out.': 'Anda telah keluar.',
  'You have been logged out on every device.': 'Anda telah keluar dari semua perangkat.',
  'Google token is required.': 'Token Google wajib diisi.',
  'Google sign-in failed.': 'Gagal masuk dengan Google.',
  'Google sign-in is not configured.': 'Masuk dengan Google belum dikonfigurasi.',
  'Google sign-in is unavailable right now. Please try again later.':
    'Masuk dengan Google sedang tidak tersedia. Silakan coba lagi nanti.',
  'This email is already linked to another Google account.':
    'Email ini sudah terhubung ke akun Google lain.',
  'Please solve the captcha.': 'Silakan selesaikan captcha.',
  'Captcha verification failed. Please try again.': 'Verifikasi captcha gagal. Silakan coba lagi.',
  'Please complete the check again; it may take a few seconds.':
    'Silakan selesaikan pemeriksaan lagi; ini mungkin memerlukan beberapa detik.',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'Token keamanan tidak ada atau tidak valid. Muat ulang halaman lalu coba lagi.',
  'Too many requests. Please slow down and try again shortly.':
    'Terlalu banyak permintaan. Harap pelan-pelan dan coba lagi sebentar lagi.',
  'Too many requests. Please try again in 1 second.':
    'Terlalu banyak permintaan. Silakan coba lagi dalam 1 detik.',
  'Too many requests. Please try again in {{seconds}} seconds.':
    'Terlalu banyak permintaan. Silakan coba lagi dalam {{seconds}} detik.',
  'Too many messages at once. Please wait a moment.':
    'Terlalu banyak pesan sekaligus. Harap tunggu sebentar.',
  'Too many connections from your network. Close some tabs and try again.':
    'Terlalu banyak koneksi dari jaringan Anda. Tutup beberapa tab lalu coba lagi.',
  'Invalid request.': 'Permintaan tidak valid.',
  'Bad request.': 'Permintaan salah.',
  'Request body is missing.': 'Isi permintaan tidak ada.',
  'The request body is not valid JSON.': 'Isi permintaan bukan JSON yang valid.',
  'The request has unknown fields.': 'Permintaan berisi kolom yang tidak dikenal.',
  'The file or request is too large.': 'File atau permintaan terlalu besar.',
  'Unsupported content type.': 'Jenis konten tidak didukung.',
  'Something went wrong on our side. Please try again.':
    'Terjadi kesalahan di pihak kami. Silakan coba lagi.',
  'Server error. Please try again.': 'Kesalahan server. Silakan coba lagi.',
  'Not found.': 'Tidak ditemukan.',
  'You are not allowed to do that.': 'Anda tidak diizinkan melakukan itu.',
  'Only moderators can do this.': 'Hanya moderator yang dapat melakukan ini.',
  'Only admins can do this.': 'Hanya admin yang dapat melakukan ini.',
  'User not found.': 'Pengguna tidak ditemukan.',
  'Profile not found.': 'Profil tidak ditemukan.',
  'Room not found.': 'Ruang tidak ditemukan.',
  'Conversation not found.': 'Percakapan tidak ditemukan.',
  'Message not found.': 'Pesan tidak ditemukan.',
  'Photo not found.': 'Foto tidak ditemukan.',
  'Friend request not found.': 'Permintaan pertemanan tidak ditemukan.',
  'Friend not found.': 'Teman tidak ditemukan.',
  'Notification not found.': 'Notifikasi tidak ditemukan.',
  'File not found.': 'File tidak ditemukan.',
  'Content not found.': 'Konten tidak ditemukan.',
  'Bio must be at most {{count}} characters.': 'Bio maksimal {{count}} karakter.',
  'At most {{count}} interests.': 'Maksimal {{count}} minat.',
  'An interest is at most {{count}} characters.': 'Satu minat maksimal {{count}} karakter.',
  'Search text is too long.': 'Teks pencarian terlalu panjang.',
  'Please log in to chat.': 'Silakan masuk untuk mengobrol.',
  'You can only chat with friends.': 'Anda hanya dapat mengobrol dengan teman.',
  'Message cannot be empty.': 'Pesan tidak boleh kosong.',
  'Message is too long.': 'Pesan terlalu panjang.',
  'Message is missing.': 'Pesan tidak ada.',
  'Unknown message type.': 'Jenis pesan tidak dikenal.',
  'Invalid client id.': 'ID klien tidak valid.',
  'This client id was already used for another message.':
    'ID klien ini sudah dipakai untuk pesan lain.',
  'The message could not be saved. Please retry.': 'Pesan tidak dapat disimpan. Silakan coba lagi.',
  'The message could not be delivered right now. Please retry.':
    'Pesan tidak dapat dikirim saat ini. Silakan coba lagi.',
  'You can only edit your own messages.': 'Anda hanya dapat mengedit pesan Anda sendiri.',
  'You can only delete your own messages.': 'Anda hanya dapat menghapus pesan Anda sendiri.',
  'Only text messages can be edited.': 'Hanya pesan teks yang dapat diedit.',
  'Messages can only be edited within 15 minutes of sending.':
    'Pesan hanya dapat diedit dalam 15 menit setelah dikirim.',
  'This message was deleted.': 'Pesan ini telah dihapus.',
  'Choose an emoji.': 'Pilih emoji.',
  'Choose one emoji.': 'Pilih satu emoji.',
  'This message has too many different reactions.':
    'Pesan ini memiliki terlalu banyak reaksi berbeda.',
  'Media messages must carry a file uploaded to the chat.':
    'Pesan media harus berisi file yang diunggah ke obrolan.',
  'Marked as read.': 'Ditandai sudah dibaca.',
  'Please log in to join rooms.': 'Silakan masuk untuk bergabung ke ruang.',
  'Room name is required.': 'Nama ruang wajib diisi.',
  'Room name must be at most {{count}} characters.': 'Nama ruang maksimal {{count}} karakter.',
  'Description must be at most {{count}} characters.': 'Deskripsi maksimal {{count}} karakter.',
  'Join the room first.': 'Bergabunglah ke ruang terlebih dahulu.',
  'Join the room before sending messages.': 'Bergabunglah ke ruang sebelum mengirim pesan.',
  'You left the room.': 'Anda telah keluar dari ruang.',
  'Invalid room.': 'Ruang tidak valid.',
  'Rooms must be a list of room ids.': 'Ruang harus berupa daftar ID ruang.',
  'Please log in to send a friend request.': 'Silakan masuk untuk mengirim permintaan pertemanan.',
  'You cannot send a friend request to yourself.':
    'Anda tidak dapat mengirim permintaan pertemanan ke diri sendiri.',
  'You cannot send a friend request to this user.':
    'Anda tidak dapat mengirim permintaan pertemanan ke pengguna ini.',
  'Friend request sent.': 'Permintaan pertemanan terkirim.',
  'Friend request already sent.': 'Permintaan pertemanan sudah dikirim.',
  'Friend request accepted.': 'Permintaan pertemanan diterima.',
  'Friend request rejected.': 'Permintaan pertemanan ditolak.',
  'Friend removed.': 'Teman dihapus.',
  'You are already friends.': 'Kalian sudah berteman.',
  'You are now friends.': 'Sekarang kalian berteman.',
  'You cannot block yourself.': 'Anda tidak dapat memblokir diri sendiri.',
  'You cannot unblock yourself.': 'Anda tidak dapat membuka blokir diri sendiri.',
  'You are not chatting with anyone.': 'Anda tidak sedang mengobrol dengan siapa pun.',
  'This stranger is no longer available.': 'Orang asing ini sudah tidak tersedia.',
  'You must be logged in to reveal your profile.':
    'Anda harus masuk untuk menampilkan profil Anda.',
  'You can send a friend request only to your current partner once they revealed their profile.':
    'Anda hanya dapat mengirim permintaan pertemanan ke partner Anda saat ini setelah ia menampilkan profilnya.',
  'You are temporarily suspended from anonymous chat.':
    'Anda ditangguhkan sementara dari obrolan anonim.',
  'Your chat has ended. Please start a new one to send images.':
    'Obrolan Anda telah berakhir. Mulai obrolan baru untuk mengirim gambar.',
  'You are not in this call.': 'Anda tidak berada dalam panggilan ini.',
  'This call is full.': 'Panggilan ini sudah penuh.',
  'You can only signal to another member of your call.':
    'Anda hanya dapat mengirim sinyal ke anggota lain dalam panggilan Anda.',
  'You can only report a member of your call.':
    'Anda hanya dapat melaporkan anggota panggilan Anda.',
  'Chat ended.': 'Obrolan berakhir.',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    'Spam tautan tidak diizinkan di Serendip. Pesan Anda tidak terkirim.',
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    'Meminta foto telanjang atau seks kepada orang asing tidak diizinkan di Serendip. Pesan Anda tidak terkirim.',
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    'Menyuruh seseorang menyakiti diri sendiri tidak diizinkan di Serendip. Pesan Anda tidak terkirim.',
  'The chat was ended by our safety checks. You did nothing wrong.':
    'Obrolan diakhiri oleh pemeriksaan keamanan kami. Anda tidak melakukan kesalahan apa pun.',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'Gambar ini tampak eksplisit secara seksual, yang tidak diizinkan Serendip. Silakan pilih gambar lain.',
  'This image was removed by our moderators and cannot be uploaded again.':
    'Gambar ini telah dihapus oleh moderator kami dan tidak dapat diunggah lagi.',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'Teks berisi karakter yang tidak diizinkan (karakter kontrol tak terlihat seperti NUL, atau emoji yang rusak). Silakan hapus.',
  'Please select a file to upload.': 'Silakan pilih file untuk diunggah.',
  'Please upload one file at a time.': 'Silakan unggah satu file setiap kali.',
  'Only image files are allowed.': 'Hanya file gambar yang diizinkan.',
  'Only video files are allowed.': 'Hanya file video yang diizinkan.',
  'Only image or video files are allowed.': 'Hanya file gambar atau video yang diizinkan.',
  'The image could not be read.': 'Gambar tidak dapat dibaca.',
  'The video could not be read.': 'Video tidak dapat dibaca.',
  'The upload could not be read. Please try again.':
    'Unggahan tidak dapat dibaca. Silakan coba lagi.',
  'The file is too large. The limit is {{megabytes}} MB.':
    'File terlalu besar. Batasnya {{megabytes}} MB.',
  'The video is too long. The limit is {{seconds}} seconds.':
    'Video terlalu panjang. Batasnya {{seconds}} detik.',
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'Video ini tidak dapat diputar di browser. Silakan pilih video MP4 (H.264), WebM, atau MOV.',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'Penyimpanan media tidak dapat dijangkau saat ini. Silakan coba lagi sebentar lagi.',
  'You can only edit your own photos.': 'Anda hanya dapat mengedit foto Anda sendiri.',
  'You can only delete your own photos.': 'Anda hanya dapat menghapus foto Anda sendiri.',
  'Photo deleted successfully!': 'Foto berhasil dihapus!',
  'Comment text is required.': 'Teks komentar wajib diisi.',
  'A comment is at most {{count}} characters.': 'Komentar maksimal {{count}} karakter.',
  'A caption is at most {{count}} characters.': 'Keterangan maksimal {{count}} karakter.',
  'You cannot report yourself.': 'Anda tidak dapat melaporkan diri sendiri.',
  'Please provide a reason for reporting.': 'Harap berikan alasan pelaporan.',
  'Please give a reason.': 'Harap berikan alasan.',
  'Choose a category.': 'Pilih kategori.',
  'Choose what to report.': 'Pilih apa yang ingin dilaporkan.',
  'User reported successfully. Thank you for your feedback.':
    'Pengguna berhasil dilaporkan. Terima kasih atas masukan Anda.',
  'A reason is at most {{count}} characters.': 'Alasan maksimal {{count}} karakter.',
  'You are banned from Serendip.': 'Anda diblokir dari Serendip.',
  'Please explain why the decision should be reviewed.':
    'Jelaskan mengapa keputusan ini perlu ditinjau.',
  'Your appeal was sent. A different moderator will review it.':
    'Banding Anda telah dikirim. Moderator lain akan meninjaunya.',
  'You have already appealed this decision.': 'Anda sudah mengajukan banding atas keputusan ini.',
  'The time to appeal this decision has passed.':
    'Batas waktu banding atas keputusan ini sudah lewat.',
  'Appeal not found.': 'Banding tidak ditemukan.',
  'Your message has been sent.': 'Pesan Anda telah terkirim.',
  'Fill the name': 'Isi nama',
  'Fill the email': 'Isi email',
  'Fill the message': 'Isi pesan',
  'Name is too long.': 'Nama terlalu panjang.',
  'Phone number is too long.': 'Nomor telepon terlalu panjang.',
  'Message must be at most {{count}} characters.': 'Pesan maksimal {{count}} karakter.',
  'Notification marked as read.': 'Notifikasi ditandai sudah dibaca.',
  'All notifications marked as read.': 'Semua notifikasi ditandai sudah dibaca.',
  'Notifications are on for this device.': 'Notifikasi aktif di perangkat ini.',
  'Notifications are off for this device.': 'Notifikasi nonaktif di perangkat ini.',
  'Subscription not found.': 'Langganan tidak ditemukan.',
  'language must be one of {{languages}}.': 'language harus salah satu dari: {{languages}}.',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'Sepertinya kamu sedang menghadapi banyak hal. Kamu tidak sendirian: kamu bisa bicara dengan seseorang sekarang, gratis dan rahasia.',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip hanya untuk orang dewasa (18 tahun ke atas). Seorang moderator akan meninjau percakapan ini.',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    'Demi keamananmu, nomor telepon, email, alamat, dan nama pengguna aplikasi lain disembunyikan di obrolan anonim.',
  'Message not sent.': 'Pesan tidak terkirim.',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'Anda bisa mengirim gambar setelah 1 obrolan lagi dengan orang asing. Anggota baru dan anggota dengan laporan atau sanksi baru-baru ini tidak bisa mengirim gambar di obrolan pertama mereka.',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      other:
        'Anda bisa mengirim gambar setelah {{count}} obrolan lagi dengan orang asing. Anggota baru dan anggota dengan laporan atau sanksi baru-baru ini tidak bisa mengirim gambar di obrolan pertama mereka.',
    },
};

export default catalogue;

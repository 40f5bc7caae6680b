// An Indonesian abstract on students' financial literacy, for the SINTA browser tests (home page and SINTA page).
export const financialLiteracyAbstract =
  'Literasi keuangan menjadi bekal penting bagi generasi muda dalam mengelola pendapatan, tabungan dan utang. ' +
  'Penelitian ini menganalisis pengaruh literasi keuangan, sikap terhadap uang dan pengendalian diri terhadap ' +
  'perilaku pengelolaan keuangan pribadi mahasiswa di Yogyakarta. Data dikumpulkan melalui kuesioner dari 312 ' +
  'mahasiswa dan dianalisis dengan regresi linier berganda. Hasil penelitian menunjukkan bahwa literasi keuangan dan ' +
  'pengendalian diri berpengaruh positif terhadap perilaku keuangan, sedangkan sikap terhadap uang tidak berpengaruh. ' +
  'Temuan ini menyarankan agar perguruan tinggi memasukkan pendidikan keuangan ke dalam kurikulum untuk memperkuat ' +
  'kesejahteraan finansial mahasiswa.';

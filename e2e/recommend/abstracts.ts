// Realistic abstracts for the recommendation browser tests: an English one about soft robotics and an Indonesian one
// about machine learning for rice plant disease detection.
export const softRoboticsAbstract =
  'Soft robots built from compliant elastomers promise safe interaction with humans and delicate objects, yet their ' +
  'control remains difficult because their bodies deform continuously. This paper presents a pneumatically actuated ' +
  'soft robotic gripper with embedded liquid-metal strain sensors that estimate its own shape in real time. We derive ' +
  'a reduced-order kinematic model of the fluidic elastomer actuators and combine it with a learning-based ' +
  'controller trained on proprioceptive data. Experiments with fragile fruit, thin sheets and irregular objects show ' +
  'that the gripper achieves a grasp success rate of 94 percent while limiting contact forces below two newtons. The results indicate that low-cost embedded sensing and model-based ' +
  'learning can make soft robotic manipulators reliable enough for agricultural harvesting, minimally invasive ' +
  'surgery and assistive wearable devices.';

export const riceDiseaseAbstract =
  'Penyakit tanaman padi seperti blas, hawar daun bakteri dan bercak coklat menurunkan hasil panen petani secara ' +
  'signifikan. Penelitian ini mengembangkan sistem deteksi penyakit tanaman padi berbasis pembelajaran mesin dengan ' +
  'memanfaatkan citra daun yang diambil menggunakan kamera telepon genggam di lahan sawah. Sebanyak 4.800 citra ' +
  'daun padi dikumpulkan, diberi label oleh ahli agronomi, lalu diproses dengan augmentasi data. Model jaringan saraf ' +
  'konvolusional dibandingkan dengan metode klasifikasi support vector machine dan random forest menggunakan fitur ' +
  'warna serta tekstur. Hasil pengujian menunjukkan bahwa model pembelajaran mendalam mencapai akurasi 96 persen dan ' +
  'dapat dijalankan pada perangkat seluler. Sistem ini diharapkan membantu petani dan penyuluh pertanian mendeteksi ' +
  'penyakit lebih awal sehingga pengendalian dapat dilakukan secara tepat waktu.';

/** Semi-supervised image segmentation, told with words of teaching ("teacher", "student") and of thresholds. */
export const segmentationAbstract =
  'Semi-supervised semantic segmentation reduces the cost of pixel-level annotation. We propose a framework in which ' +
  'a teacher network and a student network are trained jointly: the teacher produces pseudo labels for unlabeled ' +
  'images, and the student is trained on labeled images and on pseudo labels filtered by a confidence estimate ' +
  'instead of a fixed threshold. Consistency regularization between weak and strong augmentations further improves ' +
  'the segmentation masks. Experiments on two urban scene benchmarks show that the method outperforms previous ' +
  'semi-supervised approaches with only a sixteenth of the labels.';

/** The texts of the blog, contact and about pages (they load with those pages' chunks). */
export const pageTexts = {
  // blog
  blogTitle: 'Blog',
  blogTypes: 'Blog topics',
  noBlogs: 'No articles in this topic yet.',
  created: 'Published',
  modified: 'Updated',
  tags: 'Tags',
  blogNotFound: 'This article does not exist.',

  // contact
  contactTitle: 'Contact Us',
  company: 'Company',
  address: 'Address',
  telephone: 'Telephone',
  email: 'Email',
  website: 'Website',
  facebook: 'Facebook',
  lineOfficial: 'LINE Official',
  lazada: 'Lazada',
  shopee: 'Shopee',
  tiktok: 'TikTok',
  openMap: 'open the map',
  enquiryHeading: 'Send us an enquiry',
  enquiryIntro: 'Ask about a fabric, a colour or a large order; we answer within one working day.',
  firstName: 'First name',
  lastName: 'Last name',
  mobile: 'Mobile',
  detail: 'Your message',
  /** The message an "Ask for price" link starts the enquiry with. */
  priceEnquiry: (sku: string) => `Please send me the price per metre of ${sku}.`,
  sendEnquiry: 'Send enquiry',
  sending: 'Sending…',
  required: 'Required',
  invalidMobile: 'Enter a phone number of 6 to 15 digits, e.g. 0812345678',
  invalidEmail: 'Enter an email address such as name@example.com',
  tooLong: (max: number) => `At most ${max} characters`,
  fixErrors: 'Please correct the marked fields.',
  thankYou: 'Thank you! Your enquiry has been sent. We will contact you soon.',
  sendAnother: 'Send another enquiry',
  sendFailed: 'Your enquiry could not be sent. Please try again.',

} as const;

/** The About us page (spec.md §1): our fabric lines, customers served since 2019, a warehouse in Bangkok. */
export const aboutUs = {
  title: 'About Us',
  heading: 'เกี่ยวกับเรา',
  paragraphs: [
    'Selvedge คือผู้จำหน่ายผ้าเมตรที่นำเสนอผ้าหลากหลายไลน์ ทั้งผ้าคอตตอน ผ้าลินิน ผ้ายีนส์ ผ้าแคนวาส ผ้าแฟชั่น และผ้ายูนิฟอร์ม ' +
      'ผ้าแต่ละรุ่นมีให้เลือกหลายสี พร้อมระบุรหัสสินค้า ส่วนผสมของเส้นใย ลักษณะการทอ และหน้ากว้างไว้อย่างชัดเจน เพื่อให้คุณเลือกผ้าได้ตรงกับงานที่สุด',
    'เราให้บริการลูกค้ามาตั้งแต่ปี 2562 (ค.ศ. 2019) ตั้งแต่ร้านตัดเย็บ นักออกแบบ และแบรนด์เสื้อผ้า ไปจนถึงโรงงานและองค์กรที่สั่งผ้ายูนิฟอร์มจำนวนมาก ' +
      'ด้วยความตั้งใจเดียวกันตลอดมา คือส่งมอบผ้าคุณภาพดีในราคาที่เป็นธรรม พร้อมคำแนะนำที่ตรงไปตรงมา',
    'สินค้าทั้งหมดจัดเก็บและจัดส่งจากโกดังของเราในกรุงเทพมหานคร เราจึงตรวจสอบสต็อกและส่งสินค้าถึงมือคุณได้รวดเร็ว ' +
      'สั่งซื้อได้สะดวกผ่านร้านค้าของเราบน Lazada และ Shopee หรือพูดคุยกับทีมงานทาง LINE Official',
  ],
} as const;

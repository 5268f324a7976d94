extension NationalityProfile {
    /// `IR`: Persian names and streets in Arabic script (emails transliterated),
    /// cities in Latin script as the API gives them, numeric postcodes, no national id (`null`).
    static let iran = NationalityProfile(
        code: "IR", country: "Iran",
        maleFirstNames: [
            PersonName("محمد", "mohammad"), PersonName("علی", "ali"), PersonName("حسین", "hossein"),
            PersonName("رضا", "reza"), PersonName("مهدی", "mahdi"), PersonName("امیر", "amir"),
            PersonName("سینا", "sina"), PersonName("آرش", "arash"), PersonName("پارسا", "parsa"),
            PersonName("کیان", "kian"), PersonName("بهرام", "bahram"), PersonName("داریوش", "dariush"),
            PersonName("کوروش", "kourosh"), PersonName("نیما", "nima"), PersonName("پویا", "pouya"),
            PersonName("امید", "omid"), PersonName("سعید", "saeid"), PersonName("مجید", "majid"),
            PersonName("حمید", "hamid"), PersonName("یاسین", "yasin"), PersonName("عرفان", "erfan"),
            PersonName("بردیا", "bardia"), PersonName("سپهر", "sepehr"), PersonName("محمدطاها", "mohammadtaha"),
        ],
        femaleFirstNames: [
            PersonName("فاطمه", "fatemeh"), PersonName("زهرا", "zahra"), PersonName("مریم", "maryam"),
            PersonName("نگار", "negar"), PersonName("سارا", "sara"), PersonName("نازنین", "nazanin"),
            PersonName("پریا", "pariya"), PersonName("هلیا", "helia"), PersonName("یسنا", "yasna"),
            PersonName("آیدا", "aida"), PersonName("مهسا", "mahsa"), PersonName("شیرین", "shirin"),
            PersonName("لیلا", "leila"), PersonName("نیلوفر", "niloofar"), PersonName("ترانه", "taraneh"),
            PersonName("پرستو", "parastoo"), PersonName("الناز", "elnaz"), PersonName("رها", "raha"),
            PersonName("ستایش", "setayesh"), PersonName("کیمیا", "kimia"), PersonName("آوا", "ava"),
            PersonName("نرگس", "narges"), PersonName("مهتاب", "mahtab"), PersonName("سمیرا", "samira"),
        ],
        lastNames: [
            PersonName("محمدی", "mohammadi"), PersonName("حسینی", "hosseini"), PersonName("احمدی", "ahmadi"),
            PersonName("رضایی", "rezaei"), PersonName("موسوی", "mousavi"), PersonName("کریمی", "karimi"),
            PersonName("جعفری", "jafari"), PersonName("صادقی", "sadeghi"), PersonName("رحیمی", "rahimi"),
            PersonName("کاظمی", "kazemi"), PersonName("نوری", "nouri"), PersonName("قاسمی", "ghasemi"),
            PersonName("اکبری", "akbari"), PersonName("سلطانی", "soltani"), PersonName("طاهری", "taheri"),
            PersonName("یزدانی", "yazdani"), PersonName("زمانی", "zamani"), PersonName("مرادی", "moradi"),
            PersonName("عباسی", "abbasi"), PersonName("نجفی", "najafi"), PersonName("بهرامی", "bahrami"),
            PersonName("کامرانی", "kamrani"), PersonName("افشار", "afshar"), PersonName("شریفی", "sharifi"),
            PersonName("نیکپور", "nikpour"), PersonName("سالاری", "salari"), PersonName("فراهانی", "farahani"),
            PersonName("امینی", "amini"), PersonName("حیدری", "heydari"), PersonName("پارسا", "parsa"),
        ],
        places: [
            Place("Tehran", "Tehran"), Place("Mashhad", "Razavi Khorasan"), Place("Isfahan", "Isfahan"),
            Place("Karaj", "Alborz"), Place("Shiraz", "Fars"), Place("Tabriz", "East Azerbaijan"), Place("Qom", "Qom"),
            Place("Ahvaz", "Khuzestan"), Place("Kermanshah", "Kermanshah"), Place("Urmia", "West Azerbaijan"),
            Place("Rasht", "Gilan"), Place("Zahedan", "Sistan and Baluchestan"), Place("Hamadan", "Hamadan"),
            Place("Kerman", "Kerman"), Place("Yazd", "Yazd"), Place("Ardabil", "Ardabil"),
            Place("Bandar Abbas", "Hormozgan"), Place("Arak", "Markazi"), Place("Zanjan", "Zanjan"),
            Place("Sanandaj", "Kurdistan"), Place("Qazvin", "Qazvin"), Place("Khorramabad", "Lorestan"),
            Place("Gorgan", "Golestan"), Place("Sari", "Mazandaran"), Place("Birjand", "South Khorasan"),
        ],
        streets: [
            "شهید کلاهدوز", "آزادی", "انقلاب", "ولیعصر", "شریعتی", "امام خمینی", "پاسداران", "میدان آزادی",
            "فلسطین", "کارگر", "مطهری", "طالقانی", "دکتر فاطمی", "شهید بهشتی", "کریمخان زند", "سمیه",
            "ستارخان", "شهید مدنی", "نوفل لوشاتو", "حافظ",
        ],
        postcode: .number("N####"),
        phonePatterns: ["0##-########"], cellPatterns: ["09##-###-####"],
        nationalId: .none
    )
}

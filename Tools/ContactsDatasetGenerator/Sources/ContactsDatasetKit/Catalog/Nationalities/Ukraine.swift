extension NationalityProfile {
    /// `UA`: names, cities, oblasts and streets in Cyrillic (emails
    /// transliterated), numeric postcodes, no national id (`null`).
    static let ukraine = NationalityProfile(
        code: "UA", country: "Ukraine",
        maleFirstNames: [
            PersonName("Олександр", "oleksandr"), PersonName("Андрій", "andriy"), PersonName("Дмитро", "dmitro"),
            PersonName("Сергій", "sergiy"), PersonName("Тарас", "taras"), PersonName("Богдан", "bogdan"),
            PersonName("Володимир", "volodimir"), PersonName("Іван", "ivan"), PersonName("Микола", "mikola"),
            PersonName("Юрій", "yuriy"), PersonName("Василь", "vasil"), PersonName("Остап", "ostap"),
            PersonName("Ярослав", "yaroslav"), PersonName("Максим", "maksim"), PersonName("Орест", "orest"),
            PersonName("Степан", "stepan"), PersonName("Віталій", "vitaliy"), PersonName("Петро", "petro"),
            PersonName("Григорій", "grigoriy"), PersonName("Євген", "yevgen"), PersonName("Роман", "roman"),
            PersonName("Назар", "nazar"), PersonName("Мирослав", "miroslav"), PersonName("Святослав", "svyatoslav"),
        ],
        femaleFirstNames: [
            PersonName("Оксана", "oksana"), PersonName("Ірина", "irina"), PersonName("Наталія", "nataliya"),
            PersonName("Олена", "olena"), PersonName("Тетяна", "tetyana"), PersonName("Галина", "galina"),
            PersonName("Марія", "mariya"), PersonName("Юлія", "yuliya"), PersonName("Світлана", "svitlana"),
            PersonName("Людмила", "lyudmila"), PersonName("Софія", "sofiya"), PersonName("Дарина", "darina"),
            PersonName("Ганна", "ganna"), PersonName("Христина", "hristina"), PersonName("Мирослава", "miroslava"),
            PersonName("Соломія", "solomiya"), PersonName("Зоряна", "zoryana"), PersonName("Леся", "lesya"),
            PersonName("Олеся", "olesya"), PersonName("Вікторія", "viktoriya"), PersonName("Катерина", "katerina"),
            PersonName("Надія", "nadiya"), PersonName("Любов", "lyubov"), PersonName("Уляна", "ulyana"),
        ],
        lastNames: [
            PersonName("Шевченко", "shevchenko"), PersonName("Коваленко", "kovalenko"),
            PersonName("Бондаренко", "bondarenko"), PersonName("Ткаченко", "tkachenko"),
            PersonName("Кравченко", "kravchenko"), PersonName("Олійник", "oliynik"), PersonName("Шевчук", "shevchuk"),
            PersonName("Коваль", "koval"), PersonName("Поліщук", "polishchuk"), PersonName("Бойко", "boyko"),
            PersonName("Мельник", "melnik"), PersonName("Лисенко", "lisenko"), PersonName("Руденко", "rudenko"),
            PersonName("Савченко", "savchenko"), PersonName("Петренко", "petrenko"), PersonName("Мазур", "mazur"),
            PersonName("Мороз", "moroz"), PersonName("Павленко", "pavlenko"), PersonName("Марченко", "marchenko"),
            PersonName("Кузьменко", "kuzmenko"), PersonName("Гончаренко", "goncharenko"),
            PersonName("Клименко", "klimenko"), PersonName("Левченко", "levchenko"), PersonName("Дячук", "dyachuk"),
            PersonName("Зінченко", "zinchenko"), PersonName("Гнатюк", "gnatyuk"),
            PersonName("Ковальський", "kovalskiy"), PersonName("Яворський", "yavorskiy"),
        ],
        feminineLastName: CyrillicSurnames.ukrainianFeminine,
        places: [
            Place("Київ", "Київська"), Place("Харків", "Харківська"), Place("Одеса", "Одеська"),
            Place("Дніпро", "Дніпропетровська"), Place("Львів", "Львівська"), Place("Запоріжжя", "Запорізька"),
            Place("Кривий Ріг", "Дніпропетровська"), Place("Миколаїв", "Миколаївська"), Place("Вінниця", "Вінницька"),
            Place("Полтава", "Полтавська"), Place("Чернігів", "Чернігівська"), Place("Черкаси", "Черкаська"),
            Place("Житомир", "Житомирська"), Place("Бердичів", "Житомирська"), Place("Суми", "Сумська"),
            Place("Хмельницький", "Хмельницька"), Place("Чернівці", "Чернівецька"), Place("Рівне", "Рівненська"),
            Place("Івано-Франківськ", "Івано-Франківська"), Place("Кропивницький", "Кіровоградська"),
            Place("Тернопіль", "Тернопільська"), Place("Луцьк", "Волинська"), Place("Ужгород", "Закарпатська"),
            Place("Біла Церква", "Київська"), Place("Умань", "Черкаська"), Place("Коломия", "Івано-Франківська"),
        ],
        streets: [
            "Шевченка", "Лесі Українки", "Грушевського", "Франка", "Хрещатик", "Садова", "Лісова", "Миру",
            "Шкільна", "Зелена", "Набережна", "Центральна", "Молодіжна", "Польова", "Незалежності", "Соборна",
            "Гагаріна", "Київська", "Вишнева", "Котляревського",
        ],
        postcode: .number("N####"),
        phonePatterns: ["(0##) N##-####"], cellPatterns: ["(09#) N##-####", "(06#) N##-####"],
        nationalId: .none
    )
}

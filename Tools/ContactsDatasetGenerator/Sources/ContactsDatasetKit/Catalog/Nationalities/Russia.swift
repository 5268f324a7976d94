extension NationalityProfile {
    /// `RU`: names, cities, regions and streets in Cyrillic (emails
    /// transliterated), women's surnames in their feminine form, six-digit
    /// numeric postcodes, no national id (`null`).
    static let russia = NationalityProfile(
        code: "RU", country: "Russia",
        maleFirstNames: [
            PersonName("Александр", "aleksandr"), PersonName("Дмитрий", "dmitriy"), PersonName("Максим", "maksim"),
            PersonName("Сергей", "sergey"), PersonName("Андрей", "andrey"), PersonName("Алексей", "aleksey"),
            PersonName("Артём", "artyom"), PersonName("Илья", "ilya"), PersonName("Кирилл", "kirill"),
            PersonName("Михаил", "mikhail"), PersonName("Никита", "nikita"), PersonName("Матвей", "matvey"),
            PersonName("Роман", "roman"), PersonName("Егор", "egor"), PersonName("Иван", "ivan"),
            PersonName("Владимир", "vladimir"), PersonName("Николай", "nikolay"), PersonName("Павел", "pavel"),
            PersonName("Евгений", "evgeniy"), PersonName("Фёдор", "fyodor"), PersonName("Григорий", "grigoriy"),
            PersonName("Тимофей", "timofey"), PersonName("Ярослав", "yaroslav"), PersonName("Борис", "boris"),
        ],
        femaleFirstNames: [
            PersonName("Анастасия", "anastasiya"), PersonName("Мария", "mariya"), PersonName("Анна", "anna"),
            PersonName("Виктория", "viktoriya"), PersonName("Екатерина", "ekaterina"), PersonName("Наталья", "natalya"),
            PersonName("Марина", "marina"), PersonName("Полина", "polina"), PersonName("Дарья", "darya"),
            PersonName("Алина", "alina"), PersonName("Ксения", "kseniya"), PersonName("Ольга", "olga"),
            PersonName("Елена", "elena"), PersonName("Татьяна", "tatyana"), PersonName("Юлия", "yuliya"),
            PersonName("Светлана", "svetlana"), PersonName("Ирина", "irina"), PersonName("Людмила", "lyudmila"),
            PersonName("Галина", "galina"), PersonName("Вера", "vera"), PersonName("Надежда", "nadezhda"),
            PersonName("Софья", "sofya"), PersonName("Алёна", "alyona"), PersonName("Валентина", "valentina"),
        ],
        lastNames: [
            PersonName("Иванов", "ivanov"), PersonName("Смирнов", "smirnov"), PersonName("Кузнецов", "kuznetsov"),
            PersonName("Попов", "popov"), PersonName("Васильев", "vasilev"), PersonName("Петров", "petrov"),
            PersonName("Соколов", "sokolov"), PersonName("Михайлов", "mikhaylov"), PersonName("Новиков", "novikov"),
            PersonName("Фёдоров", "fyodorov"), PersonName("Морозов", "morozov"), PersonName("Волков", "volkov"),
            PersonName("Лебедев", "lebedev"), PersonName("Семёнов", "semyonov"), PersonName("Егоров", "egorov"),
            PersonName("Павлов", "pavlov"), PersonName("Козлов", "kozlov"), PersonName("Степанов", "stepanov"),
            PersonName("Орлов", "orlov"), PersonName("Макаров", "makarov"), PersonName("Никитин", "nikitin"),
            PersonName("Захаров", "zakharov"), PersonName("Соловьёв", "solovyov"), PersonName("Борисов", "borisov"),
            PersonName("Кузьмин", "kuzmin"), PersonName("Королёв", "korolyov"), PersonName("Сорокин", "sorokin"),
            PersonName("Ильин", "ilin"), PersonName("Чайковский", "chaykovskiy"), PersonName("Вишневский", "vishnevskiy"),
            PersonName("Троицкий", "troitskiy"), PersonName("Толстой", "tolstoy"),
        ],
        feminineLastName: CyrillicSurnames.russianFeminine,
        places: [
            Place("Москва", "Москва"), Place("Санкт-Петербург", "Санкт-Петербург"),
            Place("Новосибирск", "Новосибирская область"), Place("Екатеринбург", "Свердловская область"),
            Place("Казань", "Республика Татарстан"), Place("Нижний Новгород", "Нижегородская область"),
            Place("Челябинск", "Челябинская область"), Place("Самара", "Самарская область"),
            Place("Омск", "Омская область"), Place("Ростов-на-Дону", "Ростовская область"),
            Place("Уфа", "Республика Башкортостан"), Place("Красноярск", "Красноярский край"),
            Place("Воронеж", "Воронежская область"), Place("Пермь", "Пермский край"),
            Place("Волгоград", "Волгоградская область"), Place("Краснодар", "Краснодарский край"),
            Place("Саратов", "Саратовская область"), Place("Тюмень", "Тюменская область"),
            Place("Иркутск", "Иркутская область"), Place("Ярославль", "Ярославская область"),
            Place("Владивосток", "Приморский край"), Place("Хабаровск", "Хабаровский край"),
            Place("Томск", "Томская область"), Place("Калининград", "Калининградская область"),
            Place("Тула", "Тульская область"), Place("Мурманск", "Мурманская область"),
        ],
        streets: [
            "Ленина", "Советская", "Мира", "Садовая", "Лесная", "Школьная", "Молодёжная", "Центральная",
            "Гагарина", "Пушкина", "Набережная", "Октябрьская", "Комсомольская", "Победы", "Кирова", "Зелёная",
            "Пролетарская", "Тверская", "Арбат", "Невский проспект",
        ],
        postcode: .number("N#####"),
        phonePatterns: ["+7 (4##) ###-##-##"], cellPatterns: ["+7 (9##) ###-##-##"],
        nationalId: .none
    )
}

extension NationalityProfile {
    /// `TR`: dotless ı, İ, ş, ğ and ç; numeric postcodes; no national id (`null`).
    static let turkey = NationalityProfile(
        code: "TR", country: "Turkey",
        maleFirstNames: [
            "Mehmet", "Mustafa", "Ahmet", "Ali", "Hüseyin", "Hasan", "İbrahim", "İsmail", "Osman", "Yusuf",
            "Murat", "Ömer", "Ramazan", "Halil", "Süleyman", "Abdullah", "Mahmut", "Recep", "Emre", "Burak",
            "Kerem", "Çağlar", "Oğuz", "Barış",
        ],
        femaleFirstNames: [
            "Fatma", "Ayşe", "Emine", "Hatice", "Zeynep", "Elif", "Meryem", "Şerife", "Zehra", "Sultan",
            "Hanife", "Merve", "Özlem", "Gül", "Dilek", "Esra", "Büşra", "Gülşen", "Sevgi", "Nur",
            "Ebru", "Tuğba", "Şeyma", "Çiğdem",
        ],
        lastNames: [
            "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir",
            "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Kara", "Koç", "Kurt", "Özkan", "Şimşek", "Polat",
            "Özer", "Ünal", "Erdoğan", "Güneş", "Akın", "Karaca", "Tekin", "Keskin", "Uysal", "Sezer",
            "Bozkurt", "Akbulut", "Avcı", "Ekici", "Oraloğlu",
        ],
        places: [
            Place("İstanbul", "İstanbul"), Place("Ankara", "Ankara"), Place("İzmir", "İzmir"), Place("Bursa", "Bursa"),
            Place("Antalya", "Antalya"), Place("Adana", "Adana"), Place("Konya", "Konya"), Place("Gaziantep", "Gaziantep"),
            Place("Şanlıurfa", "Şanlıurfa"), Place("Kocaeli", "Kocaeli"), Place("Mersin", "Mersin"),
            Place("Diyarbakır", "Diyarbakır"), Place("Hatay", "Hatay"), Place("Manisa", "Manisa"),
            Place("Kayseri", "Kayseri"), Place("Samsun", "Samsun"), Place("Balıkesir", "Balıkesir"),
            Place("Kahramanmaraş", "Kahramanmaraş"), Place("Van", "Van"), Place("Denizli", "Denizli"),
            Place("Tekirdağ", "Tekirdağ"), Place("Muğla", "Muğla"), Place("Eskişehir", "Eskişehir"),
            Place("Trabzon", "Trabzon"), Place("Erzurum", "Erzurum"), Place("Çanakkale", "Çanakkale"),
            Place("Kırklareli", "Kırklareli"),
        ],
        streets: [
            "Atatürk Sk", "Cumhuriyet Cd", "İstiklal Cd", "Fatih Sultan Mehmet Cd", "Bağdat Cd", "Kushimoto Sk",
            "Talak Göktepe Cd", "Necatibey Cd", "Abanoz Sk", "Doktorlar Cd", "Filistin Cd", "Mevlana Cd",
            "Vatan Cd", "Anafartalar Cd", "Fevzi Çakmak Cd", "Menderes Cd", "Bostancı Cd", "Şehitler Cd",
            "Okul Sk", "Çiçek Sk",
        ],
        postcode: .number("N####"),
        phonePatterns: ["(N##)-###-####"], cellPatterns: ["(5##)-###-####"],
        nationalId: .none
    )
}

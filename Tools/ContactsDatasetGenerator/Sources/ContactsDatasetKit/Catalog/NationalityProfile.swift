/// What people of one nationality look like in randomuser.me responses: their
/// names in their own script, places, street names, postcode, phone and
/// identifier formats, and titles.
struct NationalityProfile: Sendable {
    /// The `nat` code, such as `FR`.
    let code: String
    /// `location.country`, in English as the API writes it.
    let country: String
    let maleTitles: [String]
    let femaleTitles: [String]
    let maleFirstNames: [PersonName]
    let femaleFirstNames: [PersonName]
    let lastNames: [PersonName]
    /// A woman's form of a last name (`Иванов` → `Иванова`); unchanged by default.
    let feminineLastName: @Sendable (PersonName) -> PersonName
    let places: [Place]
    let streets: [String]
    let postcode: PostcodeStyle
    let phonePatterns: [String]
    let cellPatterns: [String]
    let nationalId: NationalIdStyle

    init(
        code: String, country: String,
        maleTitles: [String] = ["Mr"], femaleTitles: [String] = ["Ms", "Mrs", "Miss"],
        maleFirstNames: [PersonName], femaleFirstNames: [PersonName], lastNames: [PersonName],
        feminineLastName: @escaping @Sendable (PersonName) -> PersonName = { $0 },
        places: [Place], streets: [String], postcode: PostcodeStyle,
        phonePatterns: [String], cellPatterns: [String], nationalId: NationalIdStyle
    ) {
        self.code = code
        self.country = country
        self.maleTitles = maleTitles
        self.femaleTitles = femaleTitles
        self.maleFirstNames = maleFirstNames
        self.femaleFirstNames = femaleFirstNames
        self.lastNames = lastNames
        self.feminineLastName = feminineLastName
        self.places = places
        self.streets = streets
        self.postcode = postcode
        self.phonePatterns = phonePatterns
        self.cellPatterns = cellPatterns
        self.nationalId = nationalId
    }
}

extension NationalityProfile {
    /// `GB`: postcodes as text (`EC1A 1BB`), National Insurance numbers.
    static let unitedKingdom = NationalityProfile(
        code: "GB", country: "United Kingdom",
        maleFirstNames: [
            "Oliver", "Harry", "George", "Jack", "Jacob", "Noah", "Charlie", "Thomas", "Oscar", "William",
            "James", "Leo", "Alfie", "Henry", "Archie", "Joshua", "Freddie", "Ethan", "Alexander", "Max",
            "Liam", "Samuel", "Callum", "Rhys", "Owen", "Seán",
        ],
        femaleFirstNames: [
            "Olivia", "Amelia", "Isla", "Ava", "Emily", "Sophie", "Grace", "Lily", "Freya", "Chloe",
            "Zoë", "Ella", "Evie", "Poppy", "Isabelle", "Jessica", "Charlotte", "Ruby", "Holly", "Megan",
            "Eleanor", "Imogen", "Rosie", "Phoebe", "Siân", "Niamh",
        ],
        lastNames: [
            "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
            "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke",
            "Patel", "Hughes", "Edwards", "Turner", "Harrison", "Lloyd", "Price", "Ellis", "Bennett", "O'Connor",
            "Fitzgerald", "Morgan",
        ],
        places: [
            Place("London", "Greater London"), Place("Manchester", "Greater Manchester"),
            Place("Birmingham", "West Midlands"), Place("Leeds", "West Yorkshire"),
            Place("Sheffield", "South Yorkshire"), Place("Bristol", "Avon"), Place("Liverpool", "Merseyside"),
            Place("Newcastle upon Tyne", "Tyne and Wear"), Place("Nottingham", "Nottinghamshire"),
            Place("Leicester", "Leicestershire"), Place("Cardiff", "South Glamorgan"), Place("Edinburgh", "Lothian"),
            Place("Glasgow", "Strathclyde"), Place("Belfast", "County Antrim"), Place("Oxford", "Oxfordshire"),
            Place("Cambridge", "Cambridgeshire"), Place("York", "North Yorkshire"),
            Place("Brighton and Hove", "East Sussex"), Place("Plymouth", "Devon"), Place("Norwich", "Norfolk"),
            Place("Aberdeen", "Grampian"), Place("Exeter", "Devon"), Place("Swansea", "West Glamorgan"),
            Place("Bath", "Somerset"),
        ],
        streets: [
            "High Street", "Station Road", "Main Street", "Park Road", "Church Road", "London Road",
            "Victoria Road", "Green Lane", "Manor Road", "Kingsway", "Queensway", "North Road", "Mill Lane",
            "The Crescent", "Albert Road", "Grange Road", "Stanley Road", "Richmond Road", "Windsor Road",
            "Springfield Road",
        ],
        postcode: .text(["A# #AA", "A## #AA", "AA# #AA", "AA## #AA", "A#A #AA", "AA#A #AA"]),
        phonePatterns: ["01### ######", "0## #### ####"], cellPatterns: ["07### ######"],
        nationalId: .pattern(name: "NINO", pattern: "AA ## ## ## A")
    )
}

extension NationalityProfile {
    /// `US`: five-digit numeric ZIP codes, SSNs, `(817)-530-1234` phones.
    static let unitedStates = NationalityProfile(
        code: "US", country: "United States",
        maleFirstNames: [
            "James", "John", "Robert", "Michael", "William", "David", "Richard", "Joseph", "Thomas", "Charles",
            "Christopher", "Daniel", "Matthew", "Anthony", "Mark", "Steven", "Paul", "Andrew", "Joshua", "Kevin",
            "Brian", "George", "Timothy", "Ronald", "Jason", "Edward", "Jeffrey", "Ryan",
        ],
        femaleFirstNames: [
            "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica", "Sarah", "Karen",
            "Lisa", "Nancy", "Betty", "Sandra", "Margaret", "Ashley", "Kimberly", "Emily", "Donna", "Michelle",
            "Carol", "Amanda", "Melissa", "Deborah", "Stephanie", "Rebecca", "Laura", "Chloé",
        ],
        lastNames: [
            "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
            "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
            "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
            "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
        ],
        places: [
            Place("New York", "New York"), Place("Los Angeles", "California"), Place("Chicago", "Illinois"),
            Place("Houston", "Texas"), Place("Phoenix", "Arizona"), Place("Philadelphia", "Pennsylvania"),
            Place("San Antonio", "Texas"), Place("San Diego", "California"), Place("Dallas", "Texas"),
            Place("San Jose", "California"), Place("Austin", "Texas"), Place("Jacksonville", "Florida"),
            Place("Columbus", "Ohio"), Place("Charlotte", "North Carolina"), Place("Indianapolis", "Indiana"),
            Place("Seattle", "Washington"), Place("Denver", "Colorado"), Place("Boston", "Massachusetts"),
            Place("Nashville", "Tennessee"), Place("Portland", "Oregon"), Place("Las Vegas", "Nevada"),
            Place("Detroit", "Michigan"), Place("Memphis", "Tennessee"), Place("Milwaukee", "Wisconsin"),
            Place("Albuquerque", "New Mexico"), Place("Sacramento", "California"), Place("Atlanta", "Georgia"),
            Place("Omaha", "Nebraska"), Place("Raleigh", "North Carolina"), Place("Anchorage", "Alaska"),
        ],
        streets: [
            "Valwood Pkwy", "Mockingbird Hill", "Hickory Creek Dr", "Spring St", "Brown Terrace", "Pecan Acres Ln",
            "Lakeview St", "W Sherman Dr", "Parker Rd", "Royal Ln", "Frances Ct", "Timber Wolf Trail", "Preston Rd",
            "E Little York Rd", "Photinia Ave", "Karen Dr", "Westheimer Rd", "Lovers Ln", "Homestead Rd",
            "Adams St", "Thornridge Cir", "Ash Dr", "Daisy Dr", "Cedar Ln",
        ],
        postcode: .number("N####"),
        phonePatterns: ["(N##)-N##-####"], cellPatterns: ["(N##)-N##-####"],
        nationalId: .pattern(name: "SSN", pattern: "N##-##-####")
    )
}

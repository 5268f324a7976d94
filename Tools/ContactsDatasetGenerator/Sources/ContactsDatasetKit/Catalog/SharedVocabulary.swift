/// Values randomuser.me draws the same way for every nationality.
enum SharedVocabulary {
    /// randomuser.me's time zones, offset and description, as the API sends them.
    static let timezones: [(offset: String, description: String)] = [
        ("-12:00", "Eniwetok, Kwajalein"),
        ("-11:00", "Midway Island, Samoa"),
        ("-10:00", "Hawaii"),
        ("-9:00", "Alaska"),
        ("-8:00", "Pacific Time (US & Canada)"),
        ("-7:00", "Mountain Time (US & Canada)"),
        ("-6:00", "Central Time (US & Canada), Mexico City"),
        ("-5:00", "Eastern Time (US & Canada), Bogota, Lima"),
        ("-4:00", "Atlantic Time (Canada), Caracas, La Paz"),
        ("-3:30", "Newfoundland"),
        ("-3:00", "Brazil, Buenos Aires, Georgetown"),
        ("-2:00", "Mid-Atlantic"),
        ("-1:00", "Azores, Cape Verde Islands"),
        ("0:00", "Western Europe Time, London, Lisbon, Casablanca"),
        ("+1:00", "Brussels, Copenhagen, Madrid, Paris"),
        ("+2:00", "Kaliningrad, South Africa"),
        ("+3:00", "Baghdad, Riyadh, Moscow, St. Petersburg"),
        ("+3:30", "Tehran"),
        ("+4:00", "Abu Dhabi, Muscat, Baku, Tbilisi"),
        ("+4:30", "Kabul"),
        ("+5:00", "Ekaterinburg, Islamabad, Karachi, Tashkent"),
        ("+5:30", "Bombay, Calcutta, Madras, New Delhi"),
        ("+5:45", "Kathmandu"),
        ("+6:00", "Almaty, Dhaka, Colombo"),
        ("+7:00", "Bangkok, Hanoi, Jakarta"),
        ("+8:00", "Beijing, Perth, Singapore, Hong Kong"),
        ("+9:00", "Tokyo, Seoul, Osaka, Sapporo, Yakutsk"),
        ("+9:30", "Adelaide, Darwin"),
        ("+10:00", "Eastern Australia, Guam, Vladivostok"),
        ("+11:00", "Magadan, Solomon Islands, New Caledonia"),
        ("+12:00", "Auckland, Wellington, Fiji, Kamchatka"),
    ]

    /// First halves of usernames (`blue` in `bluebird123`).
    static let usernameAdjectives = [
        "blue", "red", "green", "purple", "orange", "yellow", "black", "white", "silver", "golden",
        "tiny", "big", "happy", "sad", "angry", "lazy", "crazy", "heavy", "ticklish", "beautiful",
        "brave", "organic", "smart", "sneaky", "wild",
    ]

    /// Second halves of usernames (`bird` in `bluebird123`).
    static let usernameAnimals = [
        "bird", "cat", "dog", "fish", "frog", "goose", "koala", "leopard", "lion", "monkey",
        "mouse", "panda", "peacock", "rabbit", "snake", "swan", "tiger", "wolf", "zebra", "bear",
        "butterfly", "duck", "elephant", "gorilla", "ostrich", "ladybug", "meercat",
    ]

    /// The weak passwords randomuser.me hands out.
    static let passwords = [
        "password", "123456", "sunshine", "dragon", "monkey", "letmein", "football", "shadow", "master",
        "qwerty", "baseball", "superman", "trustno1", "iloveyou", "princess", "starwars", "freedom",
        "whatever", "batman", "hunter", "cheese", "pepper", "ginger", "summer", "winter", "maverick",
        "cowboy", "phoenix", "1q2w3e4r", "abcd1234",
    ]

    /// Characters of a login's `salt`.
    static let saltAlphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
}

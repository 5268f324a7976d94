/// The commands REPL.md promises on every screen. Those no registered feature
/// provides in this build still answer, saying the screen is not there yet.
enum ReservedCommands {
    static let all: [(name: String, title: AppStringKey)] = [
        ("contacts", .featureContactsName),
        ("products", .featureProductsName),
        ("languages", .featureLanguagesName),
        ("tools", .featureToolsName),
        ("bag", .screenBagName),
        ("wishlist", .screenWishlistName),
        ("favorites", .screenFavoritesName),
        ("lessons", .screenLessonsName),
    ]
}

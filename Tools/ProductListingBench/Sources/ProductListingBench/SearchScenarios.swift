/// Searches as `search TEXT` makes them, through `SearchProductListingUseCase` (the first
/// page in relevance order, the text kept among the recent searches) and by hand. Each
/// kind of search cycles through more texts than the app keeps searches' matches of
/// (four), so every run is a search the app has not just made.
struct SearchScenarios {
    let stack: BenchStack
    let hand: HandWrittenQueries

    static let searches: [(label: String, texts: [String])] = [
        ("a common word", ["cotton", "black", "linen", "dress", "wool", "navy"]),
        ("a word every product has", ["made", "hand", "finished", "from", "cut", "made"]),
        ("a rare word", ["fedora", "bandana", "clutch", "camisole", "runners", "ålesund"]),
        ("accents folded", ["creme", "weiss", "soren", "elise", "ecru", "noel"]),
        (
            "several words",
            [
                "slim denim jeans", "linen midi dress", "black cotton tote", "otto weiss wool", "classic merino jumper",
                "søren silk scarf",
            ]
        ),
        ("no match", ["zebra", "quokka", "xylophone", "walrus", "yodel", "kumquat"]),
    ]

    func all() -> [BenchScenario] {
        let search = stack.searchListing
        let hand = hand
        return Self.searches.map { label, texts in
            BenchScenario(
                name: "search, \(label)",
                fullStack: { run in
                    BenchAnswer(try await search.execute(text: texts[run % texts.count], in: BenchListing().query))
                },
                handWritten: { run in try await hand.search(texts[run % texts.count]) }
            )
        }
    }
}

import Localization

/// The made-up data components are shown with: three fruits, named in the app language.
struct SampleFruit: Sendable {
    let id: String
    let nameKey: GalleryStringKey
    let noteKey: GalleryStringKey
    let stock: Int

    static let all = [
        SampleFruit(id: "apple", nameKey: .sampleApple, noteKey: .sampleAppleNote, stock: 12),
        SampleFruit(id: "pear", nameKey: .samplePear, noteKey: .samplePearNote, stock: 1),
        SampleFruit(id: "fig", nameKey: .sampleFig, noteKey: .sampleFigNote, stock: 0),
    ]
}

/// Text that takes more columns than characters, and its width.
enum WideSamples {
    static let texts = ["東京タワー 🗼", "서울 한강", "北京和上海", "👩‍👩‍👧 🇯🇵 ❤️", "Ｆｕｌｌｗｉｄｔｈ"]
}

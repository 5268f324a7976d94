import ToolsDomain

/// An article tool's lists: its categories with how many articles each holds ("1. Joy ·
/// Articles: 4"), or the articles of the category open, by title, numbered for `open`.
@MainActor
struct ArticleListText {
    let words: ToolReaderText

    func lines(_ position: ArticleReadingPosition, in translation: ToolTranslationDomainModel) -> [String] {
        guard let category = position.category, translation.categories.indices.contains(category) else {
            var lines = ["  " + words.reader.text(.readerCategories)]
            for (offset, category) in translation.categories.enumerated() {
                let count = words.reader.text(.readerArticleCount, ["count": String(translation.articles(in: category).count)])
                lines.append("  \(offset + 1). \(category.label) · " + count)
            }
            return lines
        }
        var lines = ["  " + translation.categories[category].label]
        for (offset, page) in position.articles(in: translation).enumerated() {
            lines.append("  \(offset + 1). " + (translation.page(at: page)?.title ?? String(page + 1)))
        }
        return lines
    }
}

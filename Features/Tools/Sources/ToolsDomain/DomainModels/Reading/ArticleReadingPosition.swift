/// Where a person is in an article tool: its categories, a category's articles, or an
/// article (and the place on it). `open` goes down a level, `back` up one at a time.
public struct ArticleReadingPosition: Sendable, Equatable {
    /// The category open, by its index among the translation's categories; `nil` on the categories.
    public let category: Int?
    /// The article open: its page and the place on it; `nil` on a list.
    public let article: ToolReadingPosition?

    public init(category: Int? = nil, article: ToolReadingPosition? = nil) {
        self.category = category
        self.article = article
    }

    /// The articles of the category open, as page indices in page order: the pages carrying
    /// one of its tags. None on the categories.
    public func articles(in translation: ToolTranslationDomainModel) -> [Int] {
        guard let category, translation.categories.indices.contains(category) else { return [] }
        return translation.articles(in: translation.categories[category])
    }

    /// How many items `open` chooses from here: the categories, or the category's articles.
    public func itemCount(in translation: ToolTranslationDomainModel) -> Int {
        category == nil ? translation.categories.count : articles(in: translation).count
    }

    /// `open <n>` (counted from 1): a category on the categories, an article in a category
    /// (another one while an article is read); `nil` when there is no such item.
    public func opening(item number: Int, in translation: ToolTranslationDomainModel) -> ArticleReadingPosition? {
        guard let category else {
            guard translation.categories.indices.contains(number - 1) else { return nil }
            return ArticleReadingPosition(category: number - 1)
        }
        let articles = articles(in: translation)
        guard articles.indices.contains(number - 1) else { return nil }
        return ArticleReadingPosition(category: category, article: ToolReadingPosition(page: articles[number - 1]))
    }

    /// A link in the article read: a modal or card of its page, or another page as the
    /// article read. On a list, nothing moves.
    public func following(_ target: ToolLinkTargetDomainModel, in translation: ToolTranslationDomainModel)
        -> ArticleReadingPosition
    {
        guard let article else { return self }
        return ArticleReadingPosition(category: category, article: article.following(target, in: translation))
    }

    /// `back`: what is open on the article closed, else the article, else the category;
    /// `nil` on the categories, where `back` leaves the tool.
    public func back() -> ArticleReadingPosition? {
        if let article {
            return ArticleReadingPosition(category: category, article: article.closed())
        }
        return category == nil ? nil : ArticleReadingPosition()
    }

    /// The same place in `translation` as far as it goes: a category it lacks goes back to
    /// the categories, an article to its last page when it has fewer.
    public func clamped(to translation: ToolTranslationDomainModel) -> ArticleReadingPosition {
        guard let category, translation.categories.indices.contains(category) else { return ArticleReadingPosition() }
        return ArticleReadingPosition(category: category, article: article?.clamped(to: translation))
    }
}

extension ToolTranslationDomainModel {
    /// The articles of `category`: the indices of the pages carrying one of its tags, in page order.
    public func articles(in category: ToolArticleCategoryDomainModel) -> [Int] {
        let tags = Set(category.tags)
        return pages.indices.filter { !tags.isDisjoint(with: pages[$0].articleTags) }
    }
}

import Testing
import ToolsDomain

@Suite("Reading an article tool: categories, articles, back up a level")
struct ArticleReadingRulesTests {
    private let articles = ReadingFixtures.articles

    @Test("Given the categories When item 2 is opened Then that category shows, listing the pages with its tag in page order")
    func openACategory() throws {
        let category = try #require(ArticleReadingPosition().opening(item: 2, in: articles))
        #expect(category == ArticleReadingPosition(category: 1))
        #expect(category.articles(in: articles) == [1, 2])
        #expect(category.itemCount(in: articles) == 2)
    }

    @Test("Given a category When its second article is opened Then that page is read")
    func openAnArticle() {
        let article = ArticleReadingPosition(category: 1).opening(item: 2, in: articles)
        #expect(article == ArticleReadingPosition(category: 1, article: ToolReadingPosition(page: 2)))
    }

    @Test("Given the categories or a category When an item not listed is opened Then nothing opens")
    func itemsNotListed() {
        #expect(ArticleReadingPosition().opening(item: 3, in: articles) == nil)
        #expect(ArticleReadingPosition(category: 0).opening(item: 3, in: articles) == nil)
        #expect(ArticleReadingPosition().itemCount(in: articles) == 2)
    }

    @Test(
        "Given an article read When back is asked three times Then its category shows, then the categories, then there is no level above"
    )
    func backUpALevelAtATime() {
        let article = ArticleReadingPosition(category: 1, article: ToolReadingPosition(page: 2))
        #expect(article.back() == ArticleReadingPosition(category: 1))
        #expect(article.back()?.back() == ArticleReadingPosition())
        #expect(article.back()?.back()?.back() == nil)
    }

    @Test("Given a category open When the tool is shown in a language without that category Then the categories show")
    func clampedToFewerCategories() {
        let fewer = ToolTranslationDomainModel(
            language: ReadingFixtures.english, toolName: "Fewer", pages: articles.pages,
            categories: Array(articles.categories.prefix(1)))
        #expect(ArticleReadingPosition(category: 1).clamped(to: fewer) == ArticleReadingPosition())
        #expect(ArticleReadingPosition(category: 0).clamped(to: fewer) == ArticleReadingPosition(category: 0))
    }

    @Test("Given the categories When a link is followed Then nothing moves, as no article is read")
    func linksOnAList() {
        #expect(ArticleReadingPosition().following(.page(1), in: articles) == ArticleReadingPosition())
    }
}

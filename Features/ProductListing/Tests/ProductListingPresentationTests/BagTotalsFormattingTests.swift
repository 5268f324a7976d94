import ProductListingTesting
import Testing

@Suite("Bag totals in every app language")
@MainActor
struct BagTotalsFormattingTests {
    @Test(
        "Given £1,299.00 in the bag When the bag is shown in an app language Then the total is written as that language writes pounds",
        arguments: [
            ("en", "1 item · Total: £1,299.00"),
            ("es", "1 artículo · Total: 1299,00 GBP"),
            ("fr", "1 article · Total : 1 299,00 £GB"),
            ("de", "1 Artikel · Summe: 1.299,00 £"),
            ("pt", "1 item · Total: £ 1.299,00"),
            ("ru", "1 товар · Итого: 1 299,00 £"),
            ("ar", "قطعة واحدة · الإجمالي: \u{200F}1,299.00 UK£"),
            ("zh-Hans", "1 件 · 合计：£1,299.00"),
        ]
    )
    func pounds(_ language: String, _ status: String) async {
        let view = await ProductListingScreensHarness.fixedBagView(
            [FixedShoppingBag.line("Coat", minorUnits: 129_900)], appLanguage: language)

        #expect(plainSpaces(view.render()[1]) == status)
    }

    @Test(
        "Given ¥1,500 twice in the bag When the bag is shown in an app language Then yen have no decimals",
        arguments: [
            ("en", "2 × ¥1,500 = ¥3,000"),
            ("fr", "2 × 1 500 JPY = 3 000 JPY"),
            ("de", "2 × 1.500 ¥ = 3.000 ¥"),
            ("ru", "2 × 1 500 ¥ = 3 000 ¥"),
            ("zh-Hans", "2 × JP¥1,500 = JP¥3,000"),
            ("es", "2 × 1500 JPY = 3000 JPY"),
            ("pt", "2 × JP¥ 1.500 = JP¥ 3.000"),
            ("ar", "2 × \u{200F}1,500 JP¥ = \u{200F}3,000 JP¥"),
        ]
    )
    func yen(_ language: String, _ price: String) async {
        let view = await ProductListingScreensHarness.fixedBagView(
            [FixedShoppingBag.line("Tabi", minorUnits: 1_500, currencyCode: "JPY", quantity: 2, size: nil)], appLanguage: language
        )

        #expect(plainSpaces(view.render()[0]).hasSuffix(price))
    }

    @Test("Given lines in pounds and yen When the bag is shown Then each currency has its own total")
    func totalPerCurrency() async {
        let view = await ProductListingScreensHarness.fixedBagView([
            FixedShoppingBag.line("Coat", minorUnits: 129_900),
            FixedShoppingBag.line("Tabi", minorUnits: 1_500, currencyCode: "JPY", quantity: 2, size: nil),
            FixedShoppingBag.line("Tee", minorUnits: 1_200),
        ])

        #expect(view.render()[3] == "4 items · Total: £1,311.00 + ¥3,000")
    }

    @Test(
        "Given 2, 5 and 21 items When the bag is shown in Russian and Arabic Then the count takes each language's plural form",
        arguments: [
            ("ru", 2, "2 товара"), ("ru", 5, "5 товаров"), ("ru", 21, "21 товар"),
            ("ar", 2, "قطعتان"), ("ar", 5, "5 قطع"), ("ar", 21, "21 قطعة"),
        ]
    )
    func itemCountPlurals(_ language: String, _ quantity: Int, _ count: String) async {
        let view = await ProductListingScreensHarness.fixedBagView(
            [FixedShoppingBag.line("Tee", minorUnits: 100, quantity: quantity, stock: 50)], appLanguage: language
        )

        #expect(view.render()[1].hasPrefix(count + " · "))
    }
}

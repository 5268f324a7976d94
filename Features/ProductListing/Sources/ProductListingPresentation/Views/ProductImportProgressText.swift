import Localization
import ProductListingDomain
import ReplKit

/// How an import of products shows on the progress line: "Setting up the catalog… 120,000
/// products · 2,150 a second · about 6 min left", then "Building the catalog's indexes…".
public enum ProductImportProgressText {
    /// What the listing's ViewModel reports the import's progress to.
    public static func reporter(
        currentAppLanguage: CurrentAppLanguage, progress: ReplProgress
    ) -> @Sendable (ProductImportProgressDomainModel) -> Void {
        let strings = ProductListingStrings.localizer(currentAppLanguage)
        return { report in progress.update(text(report, strings: strings, language: currentAppLanguage.language)) }
    }

    /// The line for `report`.
    public static func text(
        _ report: ProductImportProgressDomainModel, strings: Localizer<ProductListingStringKey>, language: AppLanguage
    ) -> String {
        if report.isIndexing { return strings.text(.noticeImportIndexing) }
        let count = strings.plural(.noticeImporting, count: report.productCount)
        guard let rate = report.productsPerSecond, let secondsLeft = report.secondsLeft else { return count }
        let formatters = AppFormatters(language: language)
        let left =
            secondsLeft < 90
            ? strings.text(.noticeImportSecondsLeft, ["seconds": formatters.number(secondsLeft)])
            : strings.text(.noticeImportMinutesLeft, ["minutes": formatters.number((secondsLeft + 30) / 60)])
        return strings.text(.noticeImportPace, ["progress": count, "rate": formatters.number(rate), "left": left])
    }
}

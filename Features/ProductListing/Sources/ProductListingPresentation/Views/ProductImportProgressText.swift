import Localization
import ReplKit

/// How the first import of a catalog shows on the progress line: "Importing products… 12,000 saved".
public enum ProductImportProgressText {
    /// What the listing's ViewModel reports the import's progress to.
    public static func reporter(currentAppLanguage: CurrentAppLanguage, progress: ReplProgress) -> @Sendable (Int) -> Void {
        let strings = ProductListingStrings.localizer(currentAppLanguage)
        return { count in progress.update(strings.plural(.noticeImporting, count: count)) }
    }
}

import ContactsDomain
import Localization
import ReplKit

/// How saving the whole book shows on the progress line: "Saving contacts… 3 of 26 pages".
public enum ContactsSyncProgressText {
    /// What the contact list's ViewModel reports its saving progress to.
    public static func reporter(currentAppLanguage: CurrentAppLanguage, progress: ReplProgress) -> ContactsSyncProgressHandler {
        let strings = ContactsStrings.localizer(currentAppLanguage)
        return { step in
            progress.update(
                strings.text(.noticeSyncProgress, ["saved": String(step.savedPages), "total": String(step.totalPages)]))
        }
    }
}

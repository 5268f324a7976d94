import ContactsDomain
import Localization

extension ContactsSourceProblemDomainModel {
    /// The problem said in the app language, such as "The contacts server sent more than 16 MB."
    func text(_ strings: Localizer<ContactsStringKey>) -> String {
        switch self {
        case .errorStatus(let status): return strings.text(.problemErrorStatus, ["status": String(status)])
        case .busy: return strings.text(.problemBusy)
        case .tooLarge(let limitBytes): return strings.text(.problemTooLarge, ["size": Self.size(limitBytes, strings)])
        case .unreadable: return strings.text(.problemUnreadable)
        case .notAnsweredYet: return strings.text(.problemNotAnsweredYet)
        }
    }

    /// `bytes` in whole megabytes (1024 × 1024 bytes) from one megabyte up, else in kilobytes.
    private static func size(_ bytes: Int, _ strings: Localizer<ContactsStringKey>) -> String {
        let megabyte = 1024 * 1024
        if bytes >= megabyte { return strings.text(.sizeMegabytes, ["count": String(bytes / megabyte)]) }
        return strings.text(.sizeKilobytes, ["count": String(max(1, bytes / 1024))])
    }
}

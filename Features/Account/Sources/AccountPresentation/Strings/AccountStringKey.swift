import Foundation
import Localization

/// Every text the account screen shows, one key each.
public enum AccountStringKey: String, LocalizedStringKey {
    case featureName = "feature.name"
    case featureSummary = "feature.summary"
    case title = "title"
    case signedOutLine = "signedOut.line"
    case signedOutHint = "signedOut.hint"
    case signedOutByBackendLine = "signedOutByBackend.line"
    case savedCopyHeading = "savedCopy.heading"
    case savedCopyOffline = "savedCopy.offline"
    case signedInHint = "signedIn.hint"
    case fieldName = "field.name"
    case fieldEmail = "field.email"
    case fieldMemberSince = "field.memberSince"
    case fieldToolOpens = "field.toolOpens"
    case fieldLessonCompletions = "field.lessonCompletions"
    case fieldShares = "field.shares"
    case questionName = "question.name"
    case questionEmail = "question.email"
    case questionPassword = "question.password"
    case questionNewPassword = "question.newPassword"
    case questionCode = "question.code"
    case questionConfirmDelete = "question.confirmDelete"
    case noticeCodeSent = "notice.codeSent"
    case noticeSignedIn = "notice.signedIn"
    case noticeRegistered = "notice.registered"
    case noticeSignedOut = "notice.signedOut"
    case noticeSignedOutBackendNotTold = "notice.signedOutBackendNotTold"
    case noticeAccountDeleted = "notice.accountDeleted"
    case noticePasswordChanged = "notice.passwordChanged"
    case noticeNothingChanged = "notice.nothingChanged"
    case errorNoBackend = "error.noBackend"
    case errorBackendUnreachable = "error.backendUnreachable"
    case errorWrongEmailOrPassword = "error.wrongEmailOrPassword"
    case errorTooManyAttempts = "error.tooManyAttempts"
    case errorTooManyAttemptsLater = "error.tooManyAttemptsLater"
    case errorWeakPassword = "error.weakPassword"
    case errorEmailTaken = "error.emailTaken"
    case errorInvalidEmail = "error.invalidEmail"
    case errorEmptyPassword = "error.emptyPassword"
    case errorEmptyName = "error.emptyName"
    case errorInvalidCode = "error.invalidCode"
    case errorConfirmationMismatch = "error.confirmationMismatch"
    case errorNotSignedIn = "error.notSignedIn"
    case errorAlreadySignedIn = "error.alreadySignedIn"
    case errorBackendProblem = "error.backendProblem"
    case errorSignWord = "error.signWord"
    case errorDeleteWord = "error.deleteWord"
    case commandSignSummary = "command.sign.summary"
    case commandSignInSummary = "command.signIn.summary"
    case commandSignOutSummary = "command.signOut.summary"
    case commandRegisterSummary = "command.register.summary"
    case commandForgotSummary = "command.forgot.summary"
    case commandDeleteSummary = "command.delete.summary"
    case commandRefreshSummary = "command.refresh.summary"
    case aboutSignedIn = "about.signedIn"
    case aboutSignedOut = "about.signedOut"
}

/// The Account feature's string catalog, loaded once from the package's resources.
public enum AccountStrings {
    public static let catalog = StringCatalog<AccountStringKey>.load(from: .module)

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<AccountStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}

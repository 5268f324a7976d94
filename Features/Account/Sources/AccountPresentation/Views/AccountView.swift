import AccountDomain
import Localization
import ReplKit

/// Text view of the account screen. Signed out: `sign in`, `register`, `forgot`. Signed in:
/// the account (name, email, member since, activity), `refresh`, `sign out`, `delete account`.
/// What an action needs to know (an email, a password) is asked as it runs, through the
/// session's questions: a password is never shown or kept.
@MainActor
public final class AccountView: ReplScreen {
    public let viewModel: AccountViewModel
    let strings: Localizer<AccountStringKey>
    let questions: ReplQuestions

    public init(viewModel: AccountViewModel, questions: ReplQuestions, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.questions = questions
        self.strings = AccountStrings.localizer(currentAppLanguage)
    }

    public let routeName = "account"
    public var title: String { strings.text(.title) }

    /// Each state lists its own commands; the others still answer, unlisted, saying what to do first.
    public var commands: [ReplCommand] {
        guard viewModel.signedInName != nil else {
            return [
                signCommand(usage: "sign in", summary: .commandSignInSummary), registerCommand(), forgotCommand(),
                refreshCommand(isListed: false), deleteCommand(isListed: false),
            ]
        }
        return [
            refreshCommand(), signCommand(usage: "sign out", summary: .commandSignOutSummary), deleteCommand(),
            registerCommand(isListed: false), forgotCommand(isListed: false),
        ]
    }

    public var commandsInEveryState: [ReplCommand] {
        [
            signCommand(usage: "sign in|out", summary: .commandSignSummary), registerCommand(), forgotCommand(),
            refreshCommand(), deleteCommand(),
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        guard case .content(let status) = viewModel.state else { return [] }
        let profile = AccountProfileLines(strings: strings)
        switch status {
        case .signedOut:
            return ["  " + strings.text(.signedOutLine), strings.text(.signedOutHint)]
        case .signedOutByBackend(let savedCopy):
            let copy = savedCopy.map { ["  " + strings.text(.savedCopyHeading)] + profile.lines($0) } ?? []
            return ["  " + strings.text(.signedOutByBackendLine)] + copy + [strings.text(.signedOutHint)]
        case .signedIn(let account, let isSavedCopy):
            let offline = isSavedCopy ? ["  " + strings.text(.savedCopyOffline)] : []
            return offline + profile.lines(account) + [strings.text(.signedInHint)]
        }
    }

    // MARK: - Commands

    private func signCommand(usage: String, summary: AccountStringKey) -> ReplCommand {
        ReplCommand(name: "sign", usage: usage, summary: strings.text(summary), arguments: .one) { [unowned self] words in
            switch words[0].lowercased() {
            case "in": await signIn()
            case "out": outcome(await viewModel.signOutTapped())
            default: .failure(strings.text(.errorSignWord))
            }
        }
    }

    private func registerCommand(isListed: Bool = true) -> ReplCommand {
        ReplCommand(name: "register", summary: strings.text(.commandRegisterSummary), isListed: isListed) {
            [unowned self] _ in
            await register()
        }
    }

    private func forgotCommand(isListed: Bool = true) -> ReplCommand {
        ReplCommand(name: "forgot", summary: strings.text(.commandForgotSummary), isListed: isListed) { [unowned self] _ in
            await resetForgottenPassword()
        }
    }

    private func refreshCommand(isListed: Bool = true) -> ReplCommand {
        ReplCommand(name: "refresh", summary: strings.text(.commandRefreshSummary), isListed: isListed) { [unowned self] _ in
            await viewModel.refreshTapped()
            return .render
        }
    }

    private func deleteCommand(isListed: Bool = true) -> ReplCommand {
        ReplCommand(
            name: "delete", usage: "delete account", summary: strings.text(.commandDeleteSummary), arguments: .one,
            isListed: isListed
        ) {
            [unowned self] words in
            guard words[0].lowercased() == "account" else { return .failure(strings.text(.errorDeleteWord)) }
            return await deleteAccount()
        }
    }
}

import Localization
import ReplKit
import ToolsDomain

/// Words the Tools screens share: category names, rows, notices and failures.
@MainActor
struct ToolsText {
    let strings: Localizer<ToolsStringKey>

    /// The category in the app language; an unknown one as the server sent it.
    func category(_ key: String?) -> String? {
        switch key {
        case nil: return nil
        case "gospel": return strings.text(.categoryGospel)
        case "conversation_starter": return strings.text(.categoryConversationStarter)
        case "growth": return strings.text(.categoryGrowth)
        case "training": return strings.text(.categoryTraining)
        case "articles": return strings.text(.categoryArticles)
        case let other?: return other
        }
    }

    /// `Name · Category ♥`.
    func row(_ tool: ToolSummaryDomainModel, showsFavorite: Bool = true) -> String {
        let heart = showsFavorite && tool.isFavorite ? " ♥" : ""
        return ([tool.name] + [category(tool.category)].compactMap { $0 }).joined(separator: " · ") + heart
    }

    /// Rows numbered from `first`, right-aligned to the widest number of `width` digits.
    func numbered(_ rows: [String], first: Int, width: Int) -> [String] {
        rows.enumerated().map { index, text in
            let number = String(first + index)
            return "  " + String(repeating: " ", count: max(0, width - number.count)) + number + ". " + text
        }
    }

    func failure(_ failure: ToolsFailure) -> String {
        switch failure {
        case .toolNotFound(let id): return strings.text(.errorToolNotFound, ["id": id])
        case .couldNotLoad: return strings.text(.errorCouldNotLoad)
        case .couldNotSave: return strings.text(.errorCouldNotSave)
        }
    }

    func outcome(_ notice: ToolsNotice) -> ReplOutcome {
        switch notice {
        case .favorited(let name): return .messageThenRender(strings.text(.noticeFavorited, ["name": name]))
        case .unfavorited(let name): return .messageThenRender(strings.text(.noticeUnfavorited, ["name": name]))
        case .alreadyFavorite(let name): return .message(strings.text(.noticeAlreadyFavorite, ["name": name]))
        case .notFavorite(let name): return .message(strings.text(.noticeNotFavorite, ["name": name]))
        case .confirmRemoval(let name): return .message(strings.text(.favoritesConfirmRemove, ["name": name]))
        case .removed(let name): return .messageThenRender(strings.text(.favoritesRemoved, ["name": name]))
        case .kept(let name): return .message(strings.text(.favoritesKept, ["name": name]))
        case .moved(let name, let position):
            return .messageThenRender(strings.text(.favoritesMoved, ["name": name, "position": String(position)]))
        case .nothingToConfirm: return .failure(strings.text(.errorNothingToConfirm))
        case .failed(let failure): return .failure(self.failure(failure))
        }
    }
}

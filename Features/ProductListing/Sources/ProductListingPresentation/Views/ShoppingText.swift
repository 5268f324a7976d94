import Localization
import ProductListingDomain
import ReplKit

/// The bag's and the wishlist's words: their rows, what a command did, and why it could not.
struct ShoppingText {
    let strings: Localizer<ProductListingStringKey>
    let money: MoneyText

    init(strings: Localizer<ProductListingStringKey>, language: AppLanguage) {
        self.strings = strings
        money = MoneyText(formatters: AppFormatters(language: language), strings: strings)
    }

    /// "Café Crème · Cropped Denim Scarf · Black · M · 2 × £46.00 = £92.00", with "only 1 left" when the stock fell.
    func row(_ line: BagLineDomainModel) -> String {
        var parts = [line.brandName, line.productName, line.colourName, size(line.size)]
        parts.append(
            strings.text(
                .bagLinePrice,
                [
                    "quantity": AppFormatters(language: strings.language).number(line.quantity),
                    "price": money.money(line.unitPrice), "total": money.money(line.lineTotal),
                ]))
        if line.stock <= 0 {
            parts.append(strings.text(.rowOutOfStock))
        } else if line.exceedsStock {
            parts.append(strings.plural(.bagOnlyLeft, count: line.stock))
        }
        return parts.joined(separator: " · ")
    }

    /// "3 items · Total: £138.00"; "Total: £12.00 + ¥1,500" when the lines are in more than one currency.
    func status(_ bag: BagDomainModel) -> String {
        let totals = bag.totals.map(money.money).joined(separator: " + ")
        return strings.plural(.bagItemCount, count: bag.itemCount) + " · " + strings.text(.bagTotal, ["total": totals])
    }

    /// "Maison Élodie · Søren Shirt · Navy · £12.00", then the saved size and "out of stock" when they apply.
    func row(_ item: WishlistItemDomainModel) -> String {
        var parts = [item.brandName, item.productName, item.colourName, money.price(item.price)]
        if let size = item.size { parts.append(strings.text(.wishlistSavedSize, ["size": size])) }
        if item.isOutOfStock { parts.append(strings.text(.rowOutOfStock)) }
        return parts.joined(separator: " · ")
    }

    /// What a command did, as the screen's outcome. `addCommand` is how `add` is typed
    /// there ("add", "add 2"), for the examples in error messages.
    func outcome(_ notice: ShoppingNotice, addCommand: String) -> ReplOutcome {
        switch notice {
        case .quantityChanged: return .render
        case .addedToBag(let line): return .message(strings.text(.noticeAddedToBag, ["item": item(line)]))
        case .quantityCapped(let line):
            return .messageThenRender(strings.plural(.noticeQuantityCapped, count: line.quantity, ["item": item(line)]))
        case .removedFromBag(let line): return .messageThenRender(strings.text(.noticeRemovedFromBag, ["item": item(line)]))
        case .movedToWishlist(let line): return .messageThenRender(strings.text(.noticeMovedToWishlist, ["item": item(line)]))
        case .wished(let wished): return .message(strings.text(.noticeWished, ["item": item(wished)]))
        case .alreadyWished(let wished): return .message(strings.text(.noticeAlreadyWished, ["item": item(wished)]))
        case .movedToBag(let line): return .messageThenRender(strings.text(.noticeMovedToBag, ["item": item(line)]))
        case .removedFromWishlist(let removed):
            return .messageThenRender(strings.text(.noticeRemovedFromWishlist, ["item": item(removed)]))
        case .failed(let failure): return .failure(text(failure, addCommand: addCommand))
        case .wishlistUnavailable: return .failure(strings.text(.wishlistUnavailable))
        }
    }

    func text(_ failure: ShoppingFailure, addCommand: String) -> String {
        switch failure {
        case .listing(let failure): return failure.text(strings)
        case .refused(let refusal): return text(refusal, addCommand: addCommand)
        }
    }

    private func text(_ refusal: ShoppingError, addCommand: String) -> String {
        switch refusal {
        case .sizeRequired(let colour, let sizes):
            return strings.text(
                .errorSizeRequired,
                [
                    "colour": colour, "sizes": sizes.joined(separator: ", "),
                    "example": "\(addCommand) size=\(sizes.first ?? "")",
                ])
        case .unknownSize(let size, let colour, let sizes):
            return strings.text(.errorUnknownSize, ["size": size, "colour": colour, "sizes": sizes.joined(separator: ", ")])
        case .oneSizeOnly: return strings.text(.errorOneSizeOnly, ["example": addCommand])
        case .colourUnavailable: return strings.text(.errorColourUnavailable)
        case .outOfStock(let size, let colour):
            return strings.text(.errorOutOfStock, ["item": variant(colour: colour, size: size)])
        case .allStockInBag(let stock, let size, let colour):
            return strings.plural(.errorAllStockInBag, count: stock, ["item": variant(colour: colour, size: size)])
        case .invalidQuantity: return strings.text(.errorQtyUsage)
        case .lineNotInBag: return strings.text(.errorLineNotInBag)
        case .itemNotInWishlist: return strings.text(.errorItemNotInWishlist)
        }
    }

    /// "Cropped Denim Scarf · Black · M".
    private func item(_ line: BagLineDomainModel) -> String {
        [line.productName, line.colourName, size(line.size)].joined(separator: " · ")
    }

    /// "Cropped Denim Scarf · Black".
    private func item(_ item: WishlistItemDomainModel) -> String {
        [item.productName, item.colourName].joined(separator: " · ")
    }

    /// "Black · M".
    private func variant(colour: String, size: String?) -> String {
        colour + " · " + self.size(size)
    }

    private func size(_ size: String?) -> String {
        size ?? strings.text(.detailsOneSize)
    }
}

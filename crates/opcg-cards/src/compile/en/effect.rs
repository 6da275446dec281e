//! Effect bodies: clauses, "and"-chains, sentences joined by "Then,", "Choose one:".

use super::*;

pub(super) fn plural_cards(c: &mut Cursor, n: u8) -> bool {
    if n == 1 { c.lit("card") } else { c.lit("cards") }
}

/// One clause: a primitive action.
pub fn clause(c: &mut Cursor) -> Option<Effect> {
    c.attempt(|c| {
        // "you may <clause>" (8-1-2): optional
        if let Some(e) = c.attempt(|c| {
            c.word("you may ").then_some(())?;
            clause(c).map(|e| Effect::May(Box::new(e)))
        }) {
            return Some(e);
        }
        // the families of the one grammar (crate::grammar), then this language's own
        if let Some(e) = crate::grammar::parse_clause(c, game_core::Lang::En, false) {
            return Some(e);
        }
        if c.word("trash this Character") || c.word("trash this card") {
            return Some(Effect::Targeted { sel: Selector::this(), act: Act::Trash });
        }
        if let Some(e) = c.attempt(|c| {
            c.word("trash ").then_some(())?;
            let up_to = c.lit("up to ");
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            let filter = hand_filter(c, n)?;
            c.lit(" from your hand").then_some(())?;
            Some(Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: n, up_to, filter, to: Dest::Trash })
        }) {
            return Some(e);
        }
        if c.word("K.O. ") {
            let sel = selector(c)?;
            return Some(Effect::Targeted { sel, act: Act::Ko });
        }
        if let Some(e) = c.attempt(|c| {
            c.word("trash ").then_some(())?;
            let sel = selector(c)?;
            (sel.what != Targetable::This).then_some(Effect::Targeted { sel, act: Act::Trash })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("your opponent cannot activate up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" [Blocker] ").then_some(())?;
            c.lit(if n == 1 { "Character that has " } else { "Characters that have " }).then_some(())?;
            let p = c.num()?;
            c.lit(" power or less").then_some(())?;
            let d = duration(c)?;
            let sel = Selector::up_to(n, Side::Opponent, Targetable::Character, Filter::power_at_most(p));
            Some(Effect::Targeted { sel, act: Act::Prohibit(Prohibition::Block, d) })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let side = if c.word("your opponent cannot ") {
                Side::Opponent
            } else if c.word("you cannot ") {
                Side::You
            } else {
                return None;
            };
            let what = if c.lit("activate [Blocker]") {
                PlayerRestriction::ActivateBlocker
            } else if let Some(n) = c.attempt(|c| {
                c.lit("activate the [Blocker] of any Character with a cost of ").then_some(())?;
                let n = c.num()?;
                c.lit(" or less").then_some(n)
            }) {
                PlayerRestriction::ActivateBlockerCostAtMost(n)
            } else if let Some((p, less)) = c.attempt(|c| {
                c.lit("activate a [Blocker] Character that has ").then_some(())?;
                let p = c.num()?;
                if c.lit(" or less power") {
                    Some((p, true))
                } else {
                    c.lit(" or more power").then_some((p, false))
                }
            }) {
                if less { PlayerRestriction::ActivateBlockerPowerAtMost(p) } else { PlayerRestriction::ActivateBlockerPowerAtLeast(p) }
            } else if c.lit("play Character cards") {
                PlayerRestriction::PlayCharacters
            } else if side == Side::You && c.lit("add Life cards to your hand using your own effects") {
                PlayerRestriction::LifeToHandByEffect
            } else {
                return None;
            };
            let duration = duration(c)?;
            Some(Effect::Restrict { side, what, duration })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("set ").then_some(())?;
            let sel = selector(c)?;
            // "set up to 1 of your {X} type Characters and up to 1 of your DON!! cards as active"
            if let Some(n) = c.attempt(|c| {
                c.lit(" and up to ").then_some(())?;
                let n = c.count()?;
                // "of your DON!! cards" whatever the count, as "set up to N of your DON!! cards as active"
                c.lit(" of your DON!! cards").then_some(n)
            }) {
                let e = Effect::Seq(vec![Effect::Targeted { sel, act: Act::SetActive }, Effect::SetDon { side: Side::You, count: n, up_to: true, rested: false }]);
                let written = matches!(&e, Effect::Seq(v) if crate::render::en::set_active_with_don(v).is_some());
                return (written && c.lit(" as active")).then_some(e);
            }
            c.lit(" as active").then_some(Effect::Targeted { sel, act: Act::SetActive })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("rest ").then_some(())?;
            let sel = selector(c)?;
            Some(Effect::Targeted { sel, act: Act::Rest })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("return ").then_some(())?;
            let sel = selector(c)?;
            if c.lit(" to the bottom of the owner's deck") {
                return Some(Effect::Targeted { sel, act: Act::ToDeckBottom });
            }
            // the effect's player picks which (8-4-4)
            if c.any(&[" to the owner's hand or the bottom of their deck", " to the owner's hand or place it at the bottom of their deck"]) {
                return Some(Effect::Targeted { sel, act: Act::ToHandOrDeckBottom });
            }
            c.lit(" to the owner's hand").then_some(Effect::Targeted { sel, act: Act::ReturnToHand })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("place ").then_some(())?;
            let sel = selector(c)?;
            if c.lit(" at the bottom of the owner's deck") {
                Some(Effect::Targeted { sel, act: Act::ToDeckBottom })
            } else if c.lit(" at the top of the owner's deck") {
                Some(Effect::Targeted { sel, act: Act::ToDeckTop })
            } else {
                None
            }
        }) {
            return Some(e);
        }
        // "give this Leader or 1 of your Characters up to 1 rested DON!! card" (a Leader's text):
        // the same choice as "… to your Leader or 1 of your Characters"
        if let Some(e) = c.attempt(|c| {
            c.word("give this Leader or 1 of your Characters up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" rested DON!! ").then_some(())?;
            plural_cards(c, n).then_some(Effect::GiveRestedDon { count: n, to: Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, Filter::any()) })
        }) {
            return Some(e);
        }
        // "give this Character up to 2 rested DON!! cards": the card before the DON!! (written back
        // through `render::VARIANTS_EN`)
        if let Some(e) = c.attempt(|c| {
            c.word("give ").then_some(())?;
            this_card(c).then_some(())?;
            c.lit(" up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" rested DON!! ").then_some(())?;
            plural_cards(c, n).then_some(Effect::GiveRestedDon { count: n, to: Selector::this() })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("give up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" rested DON!! ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" to ").then_some(())?;
            let to = if c.lit("your Leader or 1 of your Characters") {
                Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, Filter::any())
            } else if this_card(c) {
                Selector::this()
            } else if let Some(s) = crate::grammar::parse_selector(c, LANG) {
                s
            } else if let Some(f) = c.attempt(|c| {
                c.lit("your ").then_some(())?;
                let f = field_filter_prefix(c);
                c.lit("Leader").then_some(f)
            }) {
                Selector { filter: f, ..Selector::your_leader() }
            } else {
                c.attempt(|c| {
                    let k = c.count()?;
                    c.lit(" of your ").then_some(())?;
                    let f = field_filter_prefix(c);
                    let w = what(c, true)?;
                    let f = field_filter_suffix(c, f);
                    Some(Selector { side: Side::You, what: w, filter: f, count: k, up_to: false, all: false, more: None })
                })?
            };
            Some(Effect::GiveRestedDon { count: n, to })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("give ").then_some(())?;
            let sel = selector(c)?;
            c.lit(" ").then_some(())?;
            let (v, power) = delta(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) } })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("negate the effect of ").then_some(())?;
            let sel = selector(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: Act::Negate(d) })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let sel = selector(c)?;
            c.lit(" will not become active in ").then_some(())?;
            // the opponent's refresh phase, or the player's own ("this Character will not become
            // active in your next Refresh Phase")
            let d = if c.lit("your opponent's next Refresh Phase") {
                Duration::UntilOpponentsNextRefresh
            } else {
                c.lit("your next Refresh Phase").then_some(Duration::UntilYourNextRefresh)?
            };
            Some(Effect::Targeted { sel, act: Act::Prohibit(Prohibition::BeSetActive, d) })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let sel = selector(c)?;
            c.lit(" can also attack ").then_some(())?;
            c.lit("your opponent's ");
            c.lit("active Characters").then_some(())?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: Act::AttackActive(d) })
        }) {
            return Some(e);
        }
        // "none of your Characters can be K.O.'d during this turn": all of them cannot
        if let Some(e) = c.attempt(|c| {
            c.word("none of your ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Characters can ").then_some(())?;
            let p = prohibition(c)?;
            let d = duration(c)?;
            let f = field_filter_suffix(c, f);
            Some(Effect::Targeted { sel: Selector::all(Side::You, Targetable::Character, f), act: Act::Prohibit(p, d) })
        }) {
            return Some(e);
        }
        // "This Character cannot be K.O.'d in battle and gains +2000 power until the start of your
        // next turn": both, on a card named without a choice
        if let Some(e) = c.attempt(|c| {
            let sel = selector(c)?;
            (sel.what == Targetable::This || (sel.what == Targetable::Leader && !sel.up_to)).then_some(())?;
            c.lit(" cannot ").then_some(())?;
            let p = prohibition(c)?;
            c.any(&[" and gains ", " and gain "]).then_some(())?;
            let (v, power) = delta(c)?;
            power.then_some(())?;
            let d = duration(c)?;
            Some(prohibition_and_power(sel, p, v, d))
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let sel = selector(c)?;
            c.lit(" cannot ").then_some(())?;
            let p = prohibition(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: Act::Prohibit(p, d) })
        }) {
            return Some(e);
        }
        // "Your Characters with a cost of 7 or less cannot be K.O.'d in battle during this turn"
        // (「自分のコスト7以下のキャラすべては、このターン中、…」): all of them, as "all of your …"
        // (written back through its `VARIANTS_EN` pair)
        if let Some(e) = c.attempt(|c| {
            c.word("your ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Characters").then_some(())?;
            let f = field_filter_suffix(c, f);
            c.lit(" cannot ").then_some(())?;
            let p = prohibition(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel: Selector::all(Side::You, Targetable::Character, f), act: Act::Prohibit(p, d) })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let sel = selector(c)?;
            c.any(&[" gains ", " gain "]).then_some(())?;
            if let Some(k) = keyword(c) {
                // "gains [Double Attack], [Banish] or [Blocker] until …": one of them
                if let Some((ks, d)) = c.attempt(|c| {
                    let mut ks = vec![k];
                    loop {
                        if c.lit(" or ") || c.lit(", or ") {
                            ks.push(keyword(c)?);
                            break;
                        }
                        c.lit(", ").then_some(())?;
                        ks.push(keyword(c)?);
                    }
                    Some((ks, duration(c)?))
                }) {
                    return Some(keyword_choice(&sel, ks, d));
                }
                // "This Character gains [Banish] and +1000 power during this battle": both, on a
                // card named without a choice (so the two acts cannot pick different cards)
                if let Some((v, d)) = c.attempt(|c| {
                    (sel.what == Targetable::This || (sel.what == Targetable::Leader && !sel.up_to)).then_some(())?;
                    c.lit(" and ").then_some(())?;
                    let (v, power) = delta(c)?;
                    power.then_some(())?;
                    Some((v, duration(c)?))
                }) {
                    return Some(gains_and_power(sel, k, v, d));
                }
                // "this Character gains [Rush]." with no duration: [Rush] only matters on the turn
                // the card is played (10-1-1-1), so it is the same as for this turn (written back
                // without one through `render::VARIANTS_EN`)
                let d = duration(c).or_else(|| (k == Keyword::Rush && sel.what == Targetable::This && c.starts(".")).then_some(Duration::ThisTurn))?;
                return Some(Effect::Targeted { sel, act: Act::Grant(k, d) });
            }
            // "that card gains an additional +N power": a further bonus to the chosen card
            if sel.what == Targetable::Chosen && !(c.lit("an additional ") && c.starts("+")) {
                return None;
            }
            // ("… gains +1000 power during this battle for every card trashed" is the row
            // `power-per-done` of `grammar/clauses.rs`, asked first)
            let (v, power) = delta(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) } })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("add up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            let filter = own_hand_filter(c, n)?;
            c.lit(" from your trash to your hand").then_some(Effect::MoveChosen { side: Side::You, from: Pile::Trash, by: Side::You, count: n, up_to: true, filter, to: Dest::Hand })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            // "place … at the top or bottom of …": a printing of "add … to" (`render::VARIANTS_EN`)
            let place = if c.word("add ") { false } else { c.word("place ").then_some(true)? };
            let sel = selector(c)?;
            let top_only = if place {
                c.lit(" at the top or bottom of ").then_some(false)?
            } else if c.lit(" to the top of ") {
                true
            } else {
                c.lit(" to the top or bottom of ").then_some(false)?
            };
            // the opponent's Characters: "the owner's" is the opponent too
            (c.lit("the owner's") || (sel.side == Side::Opponent && c.lit("your opponent's"))).then_some(())?;
            c.lit(" Life cards").then_some(())?;
            // face down unless told: newer printings say so ("face-down")
            let face_up = c.lit(" face-up");
            if !face_up {
                c.lit(" face-down");
            }
            Some(Effect::Targeted { sel, act: Act::ToLifeTopOrBottom { face_up, top_only } })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("add up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            let filter = hand_filter(c, n)?;
            c.lit(" from your hand to the top of your Life cards").then_some(())?;
            let face_up = c.lit(" face-up");
            Some(Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: n, up_to: true, filter, to: Dest::Life { face_up } })
        }) {
            return Some(e);
        }
        if let Some(e) = search(c) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("play up to ").then_some(())?;
            // "play up to 1 each of [A], [B], and [C] …" (Filter::one_each): one per alternative
            let each = c.attempt(|c| {
                c.lit("1 each of ").then_some(())?;
                crate::grammar::filter::read_hand_each(c, game_core::Lang::En)
            });
            let (n, mut filter) = match each {
                Some(f) => (u8::try_from(f.any_of.len()).ok()?, f),
                None => {
                    let n = c.count()?;
                    c.lit(" ").then_some(())?;
                    (n, own_hand_filter(c, n)?)
                }
            };
            // the counted bound follows the limits of a list of alternatives, or "from your hand"
            const DON_BOUND: &str = " with a cost equal to or less than the number of DON!! cards on your field";
            filter.cost_max_don = c.lit(DON_BOUND);
            let from = if c.lit(" from your hand or trash") {
                PlayFrom::HandOrTrash
            } else if c.lit(" from your hand") {
                PlayFrom::Hand
            } else if c.lit(" from your trash") {
                PlayFrom::Trash
            } else if c.lit(" from your deck, then shuffle your deck") || c.lit(" from your deck. Then, shuffle your deck") {
                PlayFrom::Deck
            } else {
                return None;
            };
            if !filter.cost_max_don {
                filter.cost_max_don = c.lit(DON_BOUND);
            }
            // "… from your hand that is a different color than the returned Character"
            filter.colour_not_chosen = from == PlayFrom::Hand && c.lit(" that is a different color than the returned Character");
            let rested = from != PlayFrom::Deck && c.lit(" rested");
            Some(Effect::Play { from, filter, up_to: n, rested })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            // "add 2 DON!! cards …" without "up to": the same (as many as the DON!! deck holds,
            // at most N; written back through its `render::VARIANTS_EN` pair)
            (c.word("add up to ") || c.word("add ")).then_some(())?;
            let n = c.count()?;
            c.lit(" DON!! ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from your DON!! deck and ").then_some(())?;
            let it = if n == 1 { "it" } else { "them" };
            if c.lit(&format!("rest {it}")) {
                Some(Effect::AddDon { count: n, rested: true })
            } else if c.lit(&format!("set {it} as active")) {
                Some(Effect::AddDon { count: n, rested: false })
            } else {
                None
            }
        }) {
            return Some(e);
        }
        None
    })
}

/// Cards of the player's own hand or trash after a count, "of your" and the plural some printings
/// put there ("up to 1 of your {Egghead} type Character cards with a cost of 5 or less from your
/// trash": the same cards, written back through `render::VARIANTS_EN`).
fn own_hand_filter(c: &mut Cursor, n: u8) -> Option<Filter> {
    c.attempt(|c| {
        c.lit("of your ").then_some(())?;
        hand_filter(c, n.max(2))
    })
    .or_else(|| hand_filter(c, n))
}

/// "Look at N cards from the top of your deck; reveal up to M <filter> and add it to your hand.
/// Then, place the rest at the bottom of your deck in any order"
pub(super) fn search(c: &mut Cursor) -> Option<Effect> {
    c.attempt(|c| {
        c.word("look at ").then_some(())?;
        let look = c.count()?;
        c.lit(" ").then_some(())?;
        plural_cards(c, look).then_some(())?;
        c.any(&[" from the top of your deck; ", " from the top of your deck and "]).then_some(())?;
        let reveal = if c.lit("reveal up to ") {
            true
        } else if c.lit("play up to ") {
            false
        } else {
            return None;
        };
        let up_to = c.count()?;
        c.lit(" ").then_some(())?;
        let filter = hand_filter(c, up_to)?;
        let it = if up_to == 1 { "it" } else { "them" };
        let pick_to = if reveal {
            c.lit(&format!(" and add {it} to your hand. Then, ")).then_some(())?;
            PickTo::Hand
        } else {
            let rested = c.lit(" rested");
            c.lit(". Then, ").then_some(())?;
            PickTo::Play { rested }
        };
        let rest = crate::grammar::words::read(c, crate::grammar::words::RESTS, LANG, false)?;
        Some(Effect::Search { look, filter, up_to, pick_to, rest, reveal: false })
    })
}

/// Does `e` choose field cards that stay on the field ("set up to 1 of your Characters as
/// active", "give up to 1 …")? Then "it" / "that Character" in the next clause is the chosen card.
pub(crate) fn chooses_cards_that_stay(e: &Effect) -> bool {
    let Effect::Targeted { sel, act } = e else { return false };
    !matches!(sel.what, Targetable::This | Targetable::Chosen | Targetable::BattleOpponent)
        && !sel.all
        && !matches!(act, Act::Ko | Act::ReturnToHand | Act::ToHandOrDeckBottom | Act::ToDeckBottom | Act::ToDeckTop | Act::Trash | Act::ToLifeTopOrBottom { .. })
}

/// "It gains +1000 power during this turn." / "That Character gains [Blocker] until …" right
/// after a clause that chose cards ([`chooses_cards_that_stay`]): the cards it chose ("that
/// card", [`Targetable::Chosen`]). Read only there, so a "that Character" naming another card
/// (an attacker) is never taken for a chosen one.
pub(super) fn pronoun_clause(c: &mut Cursor, prev: &Effect) -> Option<Effect> {
    if !chooses_cards_that_stay(prev) {
        return None;
    }
    c.attempt(|c| {
        (c.word("it gains ") || c.word("that Character gains ")).then_some(())?;
        let act = if let Some(k) = keyword(c) {
            Act::Grant(k, duration(c)?)
        } else {
            let (v, power) = delta(c)?;
            power.then_some(())?;
            Act::Power(Amount::Fixed(v), duration(c)?)
        };
        Some(Effect::Targeted { sel: Selector::chosen(), act })
    })
    .or_else(|| that_character_clause(c))
}

/// "… and that Character will not become active in your opponent's next Refresh Phase": any
/// clause on "that card" ([`Targetable::Chosen`]) with the chosen card called "that Character"
/// (written back through a `render::VARIANTS_EN` pair), as the Japanese reads 「そのキャラ」 there.
fn that_character_clause(c: &mut Cursor) -> Option<Effect> {
    const WORDS: &str = "that Character ";
    let rest = c.rest().strip_prefix(WORDS)?;
    let sub = format!("that card {rest}");
    let mut sc = Cursor::new(&sub);
    let e = clause(&mut sc)?;
    matches!(&e, Effect::Targeted { sel, .. } if sel.what == Targetable::Chosen).then_some(())?;
    // the words differ only before `rest`
    c.pos += sc.pos + WORDS.len() - "that card ".len();
    Some(e)
}

/// "If that card is a Character, that Character cannot be K.O.'d during this turn": after a
/// condition on the chosen card ([`Condition::ChosenIs`]) "that Character" is that card, read as
/// "that card" (written back through a `render::VARIANTS_EN` pair).
fn that_character(c: &mut Cursor, cond: &Condition) -> Option<Effect> {
    const WORDS: &str = "that Character ";
    matches!(cond, Condition::ChosenIs(_)).then_some(())?;
    let rest = c.rest().strip_prefix(WORDS)?;
    let sub = format!("that card {rest}");
    let mut sc = Cursor::new(&sub);
    let e = chain(&mut sc)?;
    // the words differ only before `rest`
    c.pos += sc.pos + WORDS.len() - "that card ".len();
    Some(e)
}

/// A clause, kept for the end of the turn when "at the end of this turn" follows it.
pub(super) fn clause_at_end(c: &mut Cursor) -> Option<Effect> {
    let e = clause(c)?;
    Some(if c.lit(" at the end of this turn") { Effect::AtEndOfTurn(Box::new(e)) } else { e })
}

/// A chain of clauses joined by " and ": one clause, or [`Effect::Seq`] of them.
pub(super) fn chain(c: &mut Cursor) -> Option<Effect> {
    c.attempt(|c| {
        // "If <condition>, …"; else a clause that starts with "if" ("if the selected Character
        // attacks …, your opponent cannot …")
        if let Some(e) = c.attempt(|c| {
            c.word("if ").then_some(())?;
            let cond = condition(c)?;
            c.lit(", ").then_some(())?;
            // "if that Character has 5000 power or less, K.O. it": the chosen card
            let ko_it = |c: &mut Cursor| {
                (matches!(cond, Condition::ChosenAtMost { .. }) && c.lit("K.O. it")).then(|| Effect::Targeted { sel: Selector::chosen(), act: Act::Ko })
            };
            let body = chain(c).or_else(|| ko_it(c)).or_else(|| that_character(c, &cond))?;
            Some(Effect::If(cond, Box::new(body)))
        }) {
            return Some(e);
        }
        let first = clause_at_end(c)?;
        if let Some(cond) = c.attempt(|c| {
            c.lit(" if ").then_some(())?;
            let cond = condition(c)?;
            c.starts(".").then_some(cond)
        }) {
            return Some(Effect::If(cond, Box::new(first)));
        }
        let mut parts = vec![first];
        // "A. B." (two sentences without "Then,"): the same as "A and B" (「Aし、B」); "A, B"
        // (a list whose last clause has its own ", and": "Draw 1 card, look at …, and place …")
        let mut only_and = true;
        while let Some((e, and)) = c.attempt(|c| {
            let and = c.lit(" and ");
            if !and {
                c.any(&[", then ", ", and ", ". ", ", "]).then_some(())?;
            }
            clause_at_end(c).or_else(|| parts.last().and_then(|p| pronoun_clause(c, p))).map(|e| (e, and))
        }) {
            only_and &= and;
            parts.push(e);
        }
        // "you may A and B": the whole chain is optional ("you may trash 1 card from your hand and
        // rest 1 of your DON!! cards. If you do, …"), not A alone
        if parts.len() > 1 && only_and {
            if let Effect::May(a) = &mut parts[0] {
                let a = std::mem::replace(&mut **a, Effect::Nothing);
                parts[0] = a;
                return Some(Effect::May(Box::new(Effect::Seq(parts))));
            }
        }
        Some(if parts.len() == 1 { parts.remove(0) } else { Effect::Seq(parts) })
    })
}

/// Sentences: "A. Then, B." An error carries the position where reading stopped.
pub fn sentences(c: &mut Cursor, options: &[(usize, &str)], err: &mut Vec<std::ops::Range<usize>>, base: usize) -> Option<Effect> {
    // "If <condition>, choose one:"
    if let Some(cond) = c.attempt(|c| {
        if options.is_empty() {
            return None;
        }
        c.word("if ").then_some(())?;
        let cond = condition(c)?;
        c.lit(", ").then_some(())?;
        c.starts("choose one:").then_some(cond)
    }) {
        return sentences(c, options, err, base).map(|e| Effect::If(cond, Box::new(e)));
    }
    let opponent = !options.is_empty() && c.starts("Your opponent chooses one:");
    if options.is_empty() || !opponent && !c.starts("Choose one:") && !c.starts("choose one:") {
        let mut out = Vec::new();
        loop {
            let start = c.pos;
            match c.attempt(|c| {
                let e = chain(c)?;
                c.lit(".").then_some(e)
            }) {
                // after "Then,": under the condition before it when it acts on what that chose
                Some(e) => crate::compile::push_then(&mut out, e),
                None => {
                    let end = sentence_end(c.src, start);
                    let (a, b) = narrow(c.src, start, end);
                    err.push(base + a..base + b);
                    return None;
                }
            }
            if c.at_end() {
                break;
            }
            // "Reveal 1 card … . If that card …": one chain, the condition on the revealed card
            // (and "A. If that card is …" after a clause that chose cards that stay on the field)
            let chose = out.last().is_some_and(chooses_cards_that_stay);
            if let Some(e) = (chose || matches!(out.last(), Some(Effect::RevealTop { .. } | Effect::DeclareCostReveal))).then(|| c.attempt(|c| {
                c.lit(" ").then_some(())?;
                (c.starts("If that card") || !chose && c.starts("If the revealed card")).then_some(())?;
                let e = chain(c)?;
                c.lit(".").then_some(e)
            })).flatten() {
                if let Some(reveal) = out.pop() {
                    out.push(Effect::Seq(vec![reveal, e]));
                }
                if c.at_end() {
                    break;
                }
            }
            // "A. If you do, B." (4-10-1): B only if A resolved
            if let Some(b) = c.attempt(|c| {
                c.lit(" If you do, ").then_some(())?;
                let b = chain(c)?;
                c.lit(".").then_some(b)
            }) {
                if let Some(a) = out.pop() {
                    out.push(Effect::IfDone(Box::new(a), Box::new(b)));
                }
                if c.at_end() {
                    break;
                }
            }
            if !c.lit(" Then, ") {
                err.push(base + c.pos..base + c.src.len());
                return None;
            }
        }
        return Some(match out.len() {
            1 => match out.remove(0) {
                Effect::Seq(v) => Effect::Seq(vec![Effect::Seq(v)]),
                e => e,
            },
            _ => Effect::Seq(out),
        });
    }
    if !(c.word("choose one:") || c.lit("Your opponent chooses one:")) || !c.at_end() {
        err.push(base + c.pos..base + c.src.len());
        return None;
    }
    let mut opts = Vec::new();
    let mut ok = true;
    for (off, line) in options {
        let mut oc = Cursor::new(line);
        if !oc.lit("• ") && !oc.lit("- ") {
            err.push(*off..*off + line.len());
            ok = false;
            continue;
        }
        match sentences(&mut oc, &[], err, *off) {
            Some(e) => opts.push(e),
            None => ok = false,
        }
    }
    ok.then_some(if opponent { Effect::ChooseOne { by: Side::Opponent, options: opts } } else { Effect::ChooseOne { by: Side::You, options: opts } })
}

/// The part of an unread sentence `[start, end)` that is not understood: its "If <condition>,"
/// when the condition is unknown, or what follows a known condition.
pub(super) fn narrow(src: &str, start: usize, end: usize) -> (usize, usize) {
    let mut c = Cursor { src, pos: start };
    if !c.word("if ") {
        return (start, end);
    }
    let Some(comma) = src.get(start..end).and_then(|s| s.find(", ")).map(|i| start + i) else {
        return (start, end);
    };
    let cond_ok = c.attempt(|c| {
        condition(c)?;
        (c.pos == comma).then_some(())
    });
    match cond_ok {
        Some(()) => narrow(src, comma + 2, end),
        None => (start, comma + 1),
    }
}

/// Where the sentence that starts at `from` ends (after its '.', or the end of the line).
pub(super) fn sentence_end(s: &str, from: usize) -> usize {
    let rest = s.get(from..).unwrap_or("");
    let mut search = 0;
    while let Some(i) = rest.get(search..).and_then(|r| r.find(". ")) {
        let at = search + i;
        let before = &rest[..at];
        if !before.ends_with("K.O") && !before.ends_with(" K.O") && !before.ends_with("(") {
            return from + at + 1;
        }
        search = at + 2;
    }
    s.len()
}

/// "<card> cannot <P> and gains +N power <duration>" (「<card>は、<duration>、<P>ずパワー+N」,
/// the prohibition in its continuative form): the prohibition, then the power, on the same card.
pub(crate) fn prohibition_and_power(sel: Selector, p: Prohibition, v: i32, d: Duration) -> Effect {
    Effect::Seq(vec![Effect::Targeted { sel: sel.clone(), act: Act::Prohibit(p, d) }, Effect::Targeted { sel, act: Act::Power(Amount::Fixed(v), d) }])
}

/// "<card> gains [A], [B] or [C] <duration>" (「<card>は、<duration>、【A】か【B】か【C】を得る」): one
/// of the keywords, the player's choice — a choice of one grant each ([`Effect::ChooseOne`],
/// written back on one line: `render::keyword_choice`).
pub(crate) fn keyword_choice(sel: &Selector, ks: Vec<Keyword>, d: Duration) -> Effect {
    Effect::ChooseOne { by: Side::You, options: ks.into_iter().map(|k| Effect::Targeted { sel: sel.clone(), act: Act::Grant(k, d) }).collect() }
}

/// "<card> gains [K] and +N power <duration>" (「<card>は、<duration>、【K】を得て、パワー+N」):
/// the keyword, then the power, on the same card.
pub(crate) fn gains_and_power(sel: Selector, k: Keyword, v: i32, d: Duration) -> Effect {
    Effect::Seq(vec![Effect::Targeted { sel: sel.clone(), act: Act::Grant(k, d) }, Effect::Targeted { sel, act: Act::Power(Amount::Fixed(v), d) }])
}

//! The Kaiun Colosseum status line, said from public facts only: the turn, the phase, the seat
//! that decides now and why — in the second person to that seat and in the third to the other,
//! as the One Piece table's (`table::status::line`). A card is named only from the deciding
//! seat's own view (the card whose effect asks, the card that may return to the hand), never to
//! the other seat.

use kaiun_engine::{phase_text, CardDef, CardNo, DecisionKind, Lang, PlayerView, Seat};

use super::card::card_name;
use super::session::KaiunWaiting;
use crate::i18n::{t, tf, Fmt, Msg};
use crate::table::curtain::seat_name;

/// The status line told to the seat whose view `view` is (`reader`): "Kaiun Colosseum · Turn 2 ·
/// Set phase · Player B — set a hand card face down in your battle area" to B, "… · Player B —
/// sets a card face down in their battle area" to A. Without a decision (the game is over) the
/// turn and the phase.
#[must_use]
pub fn line(view: &PlayerView, reader: Seat, waiting: Option<(Seat, KaiunWaiting)>, catalog: &[CardDef], lang: Lang) -> String {
    let (turn, phase) = (view.turn.into(), phase_text(view.phase, lang));
    let Some((decider, waiting)) = waiting else {
        return tf(lang, Fmt::KaiunStatus { turn, phase });
    };
    let why = why(view, decider == reader, waiting, catalog, lang);
    tf(lang, Fmt::KaiunStatusLine { turn, phase, who: &seat_name(decider, lang), why: &why })
}

/// Why the deciding seat decides, in the second person (`you`) or the third.
fn why(view: &PlayerView, you: bool, waiting: KaiunWaiting, catalog: &[CardDef], lang: Lang) -> String {
    let named = |no: CardNo| catalog.iter().find(|d| d.no == no).map(|d| card_name(d, lang));
    // what the reader's own decision names (its view holds a decision only when it is its own)
    let own = view.decision.as_ref().filter(|_| you).map(|d| &d.kind);
    match waiting {
        KaiunWaiting::Set { must: true } => t(lang, if you { Msg::KaiunStatusSetMustYou } else { Msg::KaiunStatusSetMustThem }).to_string(),
        KaiunWaiting::Set { must: false } => t(lang, if you { Msg::KaiunStatusSetMayYou } else { Msg::KaiunStatusSetMayThem }).to_string(),
        KaiunWaiting::TieBreak => t(lang, if you { Msg::KaiunStatusTieBreakYou } else { Msg::KaiunStatusTieBreakThem }).to_string(),
        KaiunWaiting::Effect => {
            let source = match own {
                Some(DecisionKind::Choose { source, .. }) => source.and_then(|c| named(c.no)),
                _ => None,
            };
            match (source, you) {
                (Some(name), true) => tf(lang, Fmt::StatusEffectAsksYou { name: &name }),
                (_, true) => t(lang, Msg::StatusAnEffectAsksYou).to_string(),
                (_, false) => t(lang, Msg::StatusAnEffectAsksThem).to_string(),
            }
        }
        KaiunWaiting::Replace => {
            let card = match own {
                Some(DecisionKind::Replace { card }) => named(card.no),
                _ => None,
            };
            match (card, you) {
                (Some(name), true) => tf(lang, Fmt::KaiunStatusReplaceYou { name: &name }),
                (_, true) => t(lang, Msg::KaiunStatusReplaceYouUnnamed).to_string(),
                (_, false) => t(lang, Msg::KaiunStatusReplaceThem).to_string(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kaiun::KaiunSession;
    use crate::prefs::PlayMode;
    use kaiun_engine::Action;

    /// Games of the built-in decks played by a fixed choice of legal actions: at every decision the
    /// status line names the deciding seat first, in the second person to that seat and in the
    /// third to the other, in both languages; the card an effect comes from is named to the
    /// deciding seat only (the other seat's line names no card of the catalog at all).
    #[test]
    fn kaiun_status_line_names_the_deciding_seat_and_why() {
        let mut seen = std::collections::BTreeSet::new();
        let decks = kaiun_engine::builtin_decks().len();
        for seed in 1..=8u64 {
            let (a, b) = ((seed as usize) % decks, (seed as usize + 1) % decks);
            let mut s = KaiunSession::builtin(a, b, seed, PlayMode::PassAndPlay).unwrap();
            for step in 0..600usize {
                let Some((decider, waiting)) = s.waiting() else { break };
                seen.insert(format!("{waiting:?}"));
                for lang in [Lang::En, Lang::Ja] {
                    for reader in Seat::BOTH {
                        let view = s.seat(reader).view();
                        let text = line(&view, reader, s.waiting(), s.catalog(), lang);
                        let head = tf(lang, Fmt::KaiunStatusLine { turn: view.turn.into(), phase: phase_text(view.phase, lang), who: &seat_name(decider, lang), why: "" });
                        assert!(text.starts_with(&head), "{text:?} names {decider:?} first");
                        let why = &text[head.len()..];
                        assert!(!why.trim().is_empty(), "{text:?} says why");
                        let you = reader == decider;
                        if lang == Lang::En {
                            let second = why.starts_with("set ") || why.starts_with("keep ") || why.contains(" you") || why.contains("play janken");
                            assert_eq!(second, you, "{text:?}: the second person to the deciding seat only");
                        }
                        if !you {
                            for d in s.catalog() {
                                assert!(!why.contains(&card_name(d, lang)), "{text:?} names a card to the other seat");
                            }
                        }
                        if you && lang == Lang::En {
                            if let Some(DecisionKind::Choose { source: Some(c), .. }) = view.decision.as_ref().map(|d| &d.kind) {
                                let name = named_in(s.catalog(), c.no, lang);
                                assert!(why.contains(&name), "{text:?} names the effect's card {name} to its seat");
                            }
                        }
                    }
                }
                let legal: Vec<Action> = s.seat(decider).legal_actions().into_iter().filter(|a| *a != Action::Concede).collect();
                let pick = (step * 7 + seed as usize) % legal.len();
                s.apply(decider, legal[pick].clone()).unwrap();
            }
        }
        for kind in ["Set { must: true }", "Set { must: false }", "Effect"] {
            assert!(seen.contains(kind), "{kind} was asked in these games: {seen:?}");
        }
    }

    fn named_in(catalog: &[CardDef], no: CardNo, lang: Lang) -> String {
        catalog.iter().find(|d| d.no == no).map(|d| card_name(d, lang)).unwrap_or_default()
    }
}

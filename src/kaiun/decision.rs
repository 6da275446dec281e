//! The decision bar: what the seat at the device is asked now (the set phase, an effect's
//! question, the janken of a tie, a replacement) with the answers as buttons, each a legal action
//! of the engine's, enabled only when it is legal; once the game is over, the result and the way
//! back to the menu. The cards an effect looks at or reveals are drawn beside it.

use kaiun_engine::{log_line, prompt_text, Action, CardDef, CardId, CardNo, CardRef, Choice, DecisionKind, Event, Hand, Lang, PlayerView, Prompt, Seat};
use yew::prelude::*;

use super::card::{card_name, hand_badge, KaiunFace};
use super::seat_name;
use crate::i18n::{t, tf, Fmt, Msg};

/// What the decision bar is drawn from.
pub struct DecisionBar<'a> {
    pub lang: Lang,
    /// The seat at the device's view.
    pub view: &'a PlayerView,
    /// The seat at the device must act now.
    pub can_act: bool,
    /// The seat that must act (`None` once the game is over).
    pub acting: Option<Seat>,
    /// The seat at the device's legal actions (none when it is not its turn to act).
    pub legal: &'a [Action],
    /// The game's cards, and a card's data by its number.
    pub catalog: &'a [CardDef],
    pub def_of: &'a dyn Fn(CardNo) -> Option<CardDef>,
    /// A card's name by its id, as far as the seat at the device knows it.
    pub name_of_id: &'a dyn Fn(CardId) -> String,
    /// Plays an action for the seat at the device.
    pub apply: &'a Callback<Action>,
    /// Shows a card large.
    pub inspect: &'a Callback<CardNo>,
    /// Back to the menu (once the game is over).
    pub on_exit: &'a Callback<()>,
    /// A replay: its step controls, in place of the answers (and of the way back to the menu).
    pub replay: Option<Html>,
}

/// The label of one answer to an effect's question; `name` names a card by its id.
#[must_use]
pub fn choice_label(choice: &Choice, lang: Lang, name: &dyn Fn(CardId) -> String) -> String {
    let names = |ids: &[CardId]| ids.iter().map(|id| name(*id)).collect::<Vec<_>>().join(t(lang, Msg::ListComma));
    match choice {
        Choice::Decline => t(lang, Msg::DontPay).to_string(),
        Choice::Pay(ids) if ids.is_empty() => t(lang, Msg::Pay).to_string(),
        Choice::Pay(ids) => tf(lang, Fmt::DiscardToPay { cards: &names(ids) }),
        Choice::Count(n) => tf(lang, Fmt::CardCount { n: (*n).into() }),
        Choice::Cards(ids) => names(ids),
        Choice::Slot(k) => tf(lang, Fmt::NthCard { n: i64::from(*k) + 1 }),
        Choice::Take(None) => t(lang, Msg::TakeNone).to_string(),
        Choice::Take(Some(id)) => name(*id),
        Choice::Replace(true) => t(lang, Msg::ApplyIt).to_string(),
        Choice::Replace(false) => t(lang, Msg::Dont).to_string(),
        // Upper first, the bottom card last (3-1-6).
        Choice::Order(ids) => ids.iter().map(|id| name(*id)).collect::<Vec<_>>().join(" → "),
    }
}

/// The decision bar.
pub fn decision_bar(b: &DecisionBar) -> Html {
    let DecisionBar { lang, view, can_act, acting, legal, catalog, def_of, name_of_id, apply, inspect, on_exit, .. } = *b;
    let mut buttons: Vec<Html> = Vec::new();
    let mut prompt = String::new();
    let mut shown_cards: Vec<CardRef> = Vec::new();
    let button = |label: String, action: Action, primary: bool, id: String| -> Html {
        let apply = apply.clone();
        let enabled = legal.contains(&action);
        html! {
            <button type="button" class={if primary { "primary" } else { "secondary" }} id={id} disabled={!enabled}
                    onclick={Callback::from(move |_| apply.emit(action.clone()))}>{ label }</button>
        }
    };
    match view.decision.as_ref().filter(|_| can_act) {
        Some(d) => {
            prompt = prompt_text(&d.kind, lang);
            match &d.kind {
                DecisionKind::Set { must, .. } => {
                    prompt = format!(
                        "{} — {}",
                        prompt,
                        t(lang, Msg::DragAHandCardOnto)
                    );
                    if !must {
                        buttons.push(button(t(lang, Msg::KeepTheFaceUpCard).into(), Action::Keep, true, "kaiun-keep".into()));
                    }
                }
                DecisionKind::Choose { source, prompt: p, options } => {
                    if let Some(src) = source.and_then(|c| def_of(c.no)) {
                        prompt = tf(lang, Fmt::KaiunCardAsks { name: &card_name(&src, lang), prompt: &prompt });
                    }
                    if let Prompt::LookTop(cards) | Prompt::BottomOrder(cards) = p {
                        shown_cards.extend(cards.iter().copied());
                    }
                    for (i, o) in options.iter().enumerate() {
                        let label = choice_label(o, lang, name_of_id);
                        buttons.push(button(label, Action::Choose(o.clone()), i == 0, format!("choice-{i}")));
                    }
                }
                DecisionKind::TieBreakJanken => {
                    for (h, id) in [(Hand::Rock, "janken-rock"), (Hand::Scissors, "janken-scissors"), (Hand::Paper, "janken-paper")] {
                        let apply = apply.clone();
                        let enabled = legal.contains(&Action::Janken(h));
                        buttons.push(html! {
                            <button type="button" class="secondary kjanken" id={id} disabled={!enabled}
                                    onclick={Callback::from(move |_| apply.emit(Action::Janken(h)))}>{ hand_badge(h, lang) }</button>
                        });
                    }
                }
                DecisionKind::Replace { card } => {
                    if let Some(d) = def_of(card.no) {
                        prompt = tf(lang, Fmt::KaiunMayReturn { name: &card_name(&d, lang), prompt: &prompt });
                    }
                    buttons.push(button(t(lang, Msg::ReturnItToHand).into(), Action::Choose(Choice::Replace(true)), true, "replace-yes".into()));
                    buttons.push(button(t(lang, Msg::PutItIntoTheTrash).into(), Action::Choose(Choice::Replace(false)), false, "replace-no".into()));
                }
            }
        }
        None => {
            if let Some(r) = &view.result {
                prompt = log_line(&Event::GameOver { winner: r.winner, reason: r.reason }, lang, catalog);
                let on_exit = on_exit.clone();
                if b.replay.is_none() { buttons.push(html! {
                    <button type="button" class="primary" id="kaiun-menu" onclick={Callback::from(move |_| on_exit.emit(()))}>
                        { t(lang, Msg::BackToTheMenu) }
                    </button>
                }); }
            } else if let Some(seat) = acting {
                prompt = tf(lang, Fmt::ToAct { seat: &seat_name(seat, lang) });
            }
        }
    }
    buttons.extend(b.replay.clone());
    let looked = shown_cards.iter().chain(view.revealed.iter()).filter_map(|c| def_of(c.no)).map(|d| {
        let no = d.no;
        let inspect = inspect.clone();
        html! {
            <div class="kcard small" onclick={Callback::from(move |_| inspect.emit(no))}><KaiunFace def={d} {lang} /></div>
        }
    });
    html! {
        <div class={classes!("decision", "kdecision", view.result.is_some().then_some("over"))} role="status" aria-live="polite">
            <span class="prompt" id="prompt" data-over={view.result.is_some().to_string()}>{ prompt }</span>
            <span class="buttons">{ for buttons }</span>
            <div class="klooked">{ for looked }</div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_answer_has_a_label_in_both_languages() {
        let name = |id: CardId| format!("card{}", id.0);
        let all = [
            Choice::Decline,
            Choice::Pay(Vec::new()),
            Choice::Pay(vec![CardId(3)]),
            Choice::Count(2),
            Choice::Cards(vec![CardId(1), CardId(2)]),
            Choice::Slot(255),
            Choice::Take(None),
            Choice::Take(Some(CardId(7))),
            Choice::Replace(true),
            Choice::Replace(false),
            Choice::Order(vec![CardId(4), CardId(5)]),
        ];
        for c in &all {
            for lang in Lang::ALL {
                assert!(!choice_label(c, lang, &name).is_empty(), "{c:?}");
            }
        }
        assert_eq!(choice_label(&Choice::Cards(vec![CardId(1), CardId(2)]), Lang::En, &name), "card1, card2");
        assert_eq!(choice_label(&Choice::Slot(255), Lang::En, &name), "Card 256", "no overflow");
        assert_eq!(choice_label(&Choice::Order(vec![CardId(4), CardId(5)]), Lang::En, &name), "card4 → card5");
        assert_eq!(choice_label(&Choice::Pay(vec![CardId(3)]), Lang::Ja, &name), "card3を捨てて支払う");
        assert_ne!(choice_label(&Choice::Decline, Lang::Ja, &name), choice_label(&Choice::Decline, Lang::En, &name));
    }
}

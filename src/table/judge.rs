//! The judge tools: manual corrections for what the engine did not understand (draw, DON!! ±1,
//! a card moved to a zone, K.O., rest or set active, power ±1000, DON!! given), each a
//! [`JudgeAction`] the engine checks and logs. Open from the bar, and at once while text is
//! carried out by hand.

use opcg_engine::{CardId, DecisionKind, JudgeAction, JudgeZone, PlayerView, Seat};
use yew::prelude::*;

use super::log::seat_name;
use super::TableMsg;
use crate::i18n::{t, Lang, Msg};

/// What the judge tools are drawn from.
pub struct JudgeTools<'a> {
    pub lang: Lang,
    pub view: &'a PlayerView,
    /// The seat at the device (the tools act for it).
    pub viewer: Seat,
    /// The seat at the device must act now (the tools are enabled only then).
    pub my_turn_to_act: bool,
    /// The card shown large (its object and number): the card tools act on it.
    pub inspect_id: Option<CardId>,
    pub inspect: Option<String>,
    /// The table's reducer.
    pub dispatch: &'a Callback<TableMsg>,
}

/// The judge tools' panel.
pub fn judge_tools(c: &JudgeTools<'_>) -> Html {
    let JudgeTools { lang, view, viewer, my_turn_to_act, inspect_id, ref inspect, dispatch } = *c;
    // every tool while the main phase waits for a play, or while text is carried out by hand
    let quiet = my_turn_to_act
        && match view.decision.as_ref().map(|d| &d.kind) {
            Some(DecisionKind::Main) => view.battle.is_none(),
            Some(DecisionKind::ByHand { .. }) => true,
            _ => false,
        };
    let jbutton = |id: &'static str, label: String, action: JudgeAction| {
        let dispatch = dispatch.clone();
        html! {
            <button type="button" class="mini" id={id} disabled={!quiet}
                    onclick={Callback::from(move |_| dispatch.emit(TableMsg::Judge(action.clone())))}>{ label }</button>
        }
    };
    let card_tools = inspect_id.zip(inspect.clone()).map(|(card, number)| {
        let name = crate::decks::display_name(&number, lang, &number);
        let to = |id: &'static str, label: &'static str, zone: JudgeZone| jbutton(id, label.to_string(), JudgeAction::MoveCard { card, to: zone });
        html! {
            <div class="judge-row">
                <span class="judge-what">{ name }</span>
                { to("judge-hand", t(lang, Msg::ToHand), JudgeZone::Hand) }
                { to("judge-trash", t(lang, Msg::ToTrash), JudgeZone::Trash) }
                { to("judge-deck-top", t(lang, Msg::DeckTop), JudgeZone::DeckTop) }
                { to("judge-deck-bottom", t(lang, Msg::DeckBottom), JudgeZone::DeckBottom) }
                { to("judge-life", t(lang, Msg::LifeTop), JudgeZone::LifeTop) }
                { jbutton("judge-ko", "KO".into(), JudgeAction::Ko { card }) }
                { jbutton("judge-rest", t(lang, Msg::Rest).into(), JudgeAction::SetRested { card, rested: true }) }
                { jbutton("judge-active", t(lang, Msg::SetActive).into(), JudgeAction::SetRested { card, rested: false }) }
                { jbutton("judge-plus", "+1000".into(), JudgeAction::Power { card, delta: 1000 }) }
                { jbutton("judge-minus", "−1000".into(), JudgeAction::Power { card, delta: -1000 }) }
                { jbutton("judge-give-rested-don", t(lang, Msg::GiveARestedDON).into(), JudgeAction::GiveDon { card, rested: true }) }
                { jbutton("judge-give-active-don", t(lang, Msg::GiveAnActiveDON).into(), JudgeAction::GiveDon { card, rested: false }) }
            </div>
        }
    });
    html! {
        <section class="judge-tools" aria-label={t(lang, Msg::JudgeTools)}>
            <p class="muted">{ t(lang, Msg::DoByHandWhatThe) }</p>
            <div class="judge-row">
                <span class="judge-what">{ seat_name(viewer, lang) }</span>
                { jbutton("judge-draw", t(lang, Msg::JudgeDraw1).into(), JudgeAction::Draw { seat: viewer }) }
                { jbutton("judge-don-plus", t(lang, Msg::JudgeDonPlus1).into(), JudgeAction::DonFromDeck { seat: viewer }) }
                { jbutton("judge-don-minus", t(lang, Msg::JudgeDonMinus1).into(), JudgeAction::DonToDeck { seat: viewer }) }
            </div>
            { card_tools.unwrap_or_else(|| html! { <p class="muted">{ t(lang, Msg::PointAtACardHover) }</p> }) }
        </section>
    }
}

//! The table: the board of both seats, played by drag and drop (Pointer Events: mouse, touch,
//! pen), by tap-source-then-tap-target, or by keyboard (arrow keys between cards and zones, Enter
//! to pick a card up, Enter on a lit target to drop, Escape to cancel). Only the engine's legal
//! actions light up.
//!
//! - [`moves`]: drags ⇄ legal actions (pure).
//! - [`card`]: a card face drawn from its data.
//! - [`log`]: the game log as text.
//! - [`status`]: what is happening, said from public facts (the attack under way, why the device
//!   changes hands).
//! - [`news`]: what happened since the seat last looked (the live region, the animations).
//! - [`arrow`]: the arrow from attacker to target during a battle.
//! - [`focus`]: arrow keys between cards and zones; focus given back after a dialog.
//! - [`replay`]: a kept game or a game file watched again, step by step, from either seat.

pub mod arrow;
pub mod card;
pub mod curtain;
pub mod focus;
pub mod log;
pub mod moves;
pub mod news;
pub mod replay;
pub mod state;
pub mod status;

use opcg_engine::{
    Action, CardDef, CardId, Choice, DecisionKind, DonSource, FieldCardView, Hidden, JudgeAction, JudgeZone, OptionKind, PlayerView, Prompt, Seat, SideView,
};
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::i18n::{t, Lang, Msg};
use crate::prefs::PlayMode;
use crate::session::Session;
use card::{CardFace, Live};
use curtain::Curtain;
pub use state::{SeatUi, Table, TableMsg};
use log::{phase_name, result_text, seat_name};
use moves::{Source, Target};

/// Where the game in progress is kept between reloads, and the game a new one replaced.
pub const KEPT: crate::store::Kept = crate::store::Kept { key: "opcg.game.v1", previous: "opcg.game.previous.v1" };

/// Keeps the game in local storage; false when the browser refused it (full or blocked).
#[must_use]
pub fn store(session: &Session) -> bool {
    KEPT.keep(&session.save())
}

/// The kept game's save text, if any.
#[must_use]
pub fn stored() -> Option<String> {
    KEPT.text()
}

pub fn forget_stored() {
    KEPT.forget();
}

/// Keeps a new game (a new deal, an opened file) in place of the kept one, which is put aside
/// unless it was over, so starting or opening a game never loses one ([`restore_previous`]).
#[must_use]
pub fn store_new(session: &Session) -> bool {
    KEPT.replace(&session.save(), |old| Session::load(old).is_ok_and(|s| s.result().is_some()))
}

/// Whether a replaced game is put aside.
#[must_use]
pub fn previous() -> bool {
    KEPT.has_previous()
}

/// Brings the game put aside back as the kept one (the kept one is put aside in its place).
pub fn restore_previous() -> bool {
    KEPT.restore_previous()
}

#[derive(Properties, PartialEq)]
pub struct GameProps {
    pub session: Session,
    pub lang: Lang,
    pub on_exit: Callback<()>,
    /// Pass-and-play: may a player take back their own last action (while still holding the device)?
    #[prop_or_default]
    pub undo_in_pass_and_play: bool,
    /// Watch `session` again as a replay (from before its first step) instead of playing it:
    /// nothing is applied, nothing is kept.
    #[prop_or_default]
    pub replay: bool,
}

fn parse_drop(s: &str) -> Option<Target> {
    if s == "play" {
        return Some(Target::Play);
    }
    s.strip_prefix("card:")?.parse().ok().map(|n| Target::Card(CardId(n)))
}

fn drop_attr(t: Target) -> String {
    match t {
        Target::Play => "play".to_string(),
        Target::Card(CardId(n)) => format!("card:{n}"),
    }
}

/// The game screen.
#[function_component(GameScreen)]
pub fn game_screen(props: &GameProps) -> Html {
    let lang = props.lang;
    let table = {
        let session = props.session.clone();
        let replay = props.replay;
        use_reducer(move || if replay { Table::replay(session) } else { Table::new(session) })
    };
    let replay = table.replay.clone();
    {
        // a second tab playing the kept game is noticed (a replay keeps nothing)
        let table = table.clone();
        let replaying = props.replay;
        use_effect_with((), move |()| {
            let listening = (!replaying).then(|| crate::store::on_written_elsewhere(KEPT.key, move || table.dispatch(TableMsg::KeptElsewhere)));
            if replaying {
                // the replay's keys (← → Home End) work from the start
                focus::focus_table();
            }
            move || drop(listening)
        });
    }
    // A replay: show the game after this many steps.
    let replay_to = {
        let table = table.clone();
        Callback::from(move |steps: usize| table.dispatch(TableMsg::ReplayTo(steps)))
    };
    let replay_at = table.session.actions().len();
    {
        // A replay's keys work wherever the focus is (on the page, on a button that was just
        // disabled), except in a menu: ← → step, Home and End go to the start and the end.
        let replay_to = replay_to.clone();
        let steps = replay.as_ref().map(replay::Replay::steps);
        use_effect_with((replay_at, steps), move |&(at, steps)| {
            let listening = steps.and_then(|steps| {
                use wasm_bindgen::JsCast;
                let doc = web_sys::window()?.document()?;
                let options = gloo::events::EventListenerOptions::enable_prevent_default();
                Some(gloo::events::EventListener::new_with_options(&doc, "keydown", options, move |e| {
                    if let Some(to) = e.dyn_ref::<KeyboardEvent>().and_then(|k| replay::key_step(k, at, steps)) {
                        e.prevent_default();
                        replay_to.emit(to);
                    }
                }))
            });
            move || drop(listening)
        });
    }
    // cards read differently since the game was saved: said once, until the player has seen it
    let reread_seen = use_state(|| false);
    let reread_names: Vec<String> = table.session.reread.iter().map(|n| crate::decks::display_name(n, props.lang, n)).collect();
    let drag = crate::drag::use_drag::<Source>((30, 42));
    let computer = {
        // The computer's seat must act: ask the worker (then apply its answer to this moment).
        let s = &table.session;
        // (a replay asks nothing)
        let mode = if replay.is_some() { PlayMode::OpenHands } else { s.mode };
        let question = crate::computer::Question::when(mode, s.decision_seat(), "decide", s.actions().len(), s.setup().seed, || s.save());
        let table = table.clone();
        crate::computer::use_computer(question, crate::computer::answer_with(move |at, seat, action| table.dispatch(TableMsg::Computer { at, seat, action })))
    };

    let viewer = table.viewer();
    let curtain = table.curtain();
    // The header's overflow menu (narrow screens): open or not.
    let more = use_state(|| false);
    {
        // The device changed hands: a drag still held, an open menu belong to the player before.
        let drag = drag.clone();
        let more = more.clone();
        use_effect_with((viewer, curtain), move |_| {
            drag.cancel();
            more.set(false);
        });
    }
    // All the screen knows of the game: what the seat at the device may see (and, with open
    // hands, what the other seat sees).
    let seat = table.session.seat(viewer);
    let ui = table.ui();
    let db = seat.cards().clone();
    let view: PlayerView = seat.view();
    let acting = table.session.decision_seat();
    let my_turn_to_act = acting == Some(viewer) && curtain.is_none() && replay.is_none();
    let legal: Vec<Action> = if my_turn_to_act { seat.legal_actions() } else { Vec::new() };
    let battle_target = view.battle.as_ref().map(|b| b.target);
    let sources = moves::sources(&legal, battle_target);
    // Only a drag of one of this seat's sources lights anything.
    let active_source = drag.dragging.filter(|s| sources.contains(s)).or(ui.selected);
    let lit: Vec<(Target, Action)> = active_source.map(|s| moves::targets(&legal, battle_target, s)).unwrap_or_default();
    let def_of = |number: &str| -> Option<CardDef> { db.by_number(number).cloned() };

    // The opponent's hand is shown only with open hands (a replay: when watched so).
    let open_hands = replay.as_ref().map_or(table.session.mode == PlayMode::OpenHands, |r| r.watch == replay::Watch::Open);
    let other_hand: Vec<Hidden<opcg_engine::CardView>> = if open_hands {
        table.session.seat(viewer.other()).view().sides.get(viewer.other()).hand.clone()
    } else {
        view.sides.get(viewer.other()).hand.clone()
    };

    // What happened since this seat last looked: said in the live region (present before its
    // text changes: first in both the curtain's tree and the table's, empty behind the curtain)
    // and shown by short animations. Pass-and-play keeps each seat's place in the log.
    // A replay reads the step just reached instead (and nothing moves).
    let reader = (curtain.is_none() && replay.is_none()).then_some(if table.session.mode == PlayMode::PassAndPlay { viewer } else { Seat::A });
    let news = news::use_news(reader, &view, lang, &db);
    let said = match &replay {
        Some(r) => replay::said(r, replay_at, &view, lang, &db),
        None => news.said.clone(),
    };
    let live = html! {
        <div id="announce" class="visually-hidden" role="status" aria-live="polite">
            { for said.iter().map(|l| html! { <p>{ l }</p> }) }
        </div>
    };
    // Focus: where each seat last had it (given back after the curtain), and what to focus once
    // the next render is drawn (the card a closed inspector showed).
    let seat_index = |s: Seat| usize::from(s == Seat::B);
    let focus_at = use_mut_ref(|| [None::<String>, None::<String>]);
    let refocus = use_mut_ref(|| None::<String>);
    {
        let refocus = refocus.clone();
        use_effect(move || {
            let key = refocus.borrow_mut().take();
            if let Some(k) = key {
                if !focus::focus_key(&k) {
                    focus::focus_table();
                }
            }
        });
    }
    arrow::use_arrow();
    use_effect_with(curtain, |c| {
        if c.is_some() {
            focus::focus_key("#curtain-show");
        }
    });

    // ---- the curtain: nothing private is rendered behind it
    if let Some(next) = curtain {
        let show = {
            let table = table.clone();
            let refocus = refocus.clone();
            let back = focus_at.borrow()[seat_index(next)].clone().unwrap_or_else(|| ".table".to_string());
            Callback::from(move |()| {
                *refocus.borrow_mut() = Some(back.clone());
                table.dispatch(TableMsg::Show(next));
            })
        };
        let waiting = table.session.seat(next).view().decision.map(|d| d.kind);
        let reason = status::curtain_reason(next, waiting.as_ref(), &view, lang);
        return html! {
            <>
            { live }
            <Curtain {lang} {next} on_show={show}>
                <p id="curtain-reason" class="curtain-reason">{ reason }</p>
            </Curtain>
            </>
        };
    }

    // ---- interaction helpers
    let apply = {
        let table = table.clone();
        Callback::from(move |a: Action| table.dispatch(TableMsg::Apply(viewer, a)))
    };
    // Why a drop is refused: the engine says, for the move the drop meant (only in one's main
    // phase: other drags — a block, a counter — have their own lit targets).
    let refusal = move |view: crate::session::SeatView<'_>, source: Source, target: Option<Target>| -> String {
        let main = matches!(view.view().decision.map(|d| d.kind), Some(DecisionKind::Main));
        let why = moves::meant(source, target).filter(|_| main).and_then(|a| view.refusal(&a));
        moves::refusal_text(why, source, lang)
    };

    // Tap or keyboard activation of a card or area.
    let on_tap = {
        let table = table.clone();
        let legal = legal.clone();
        let sources = sources.clone();
        let drag = drag.clone();
        move |target: Option<Target>, source: Option<Source>| {
            let legal = legal.clone();
            let sources = sources.clone();
            let table = table.clone();
            let drag = drag.clone();
            Callback::from(move |_e: MouseEvent| {
                if drag.swallow_click() {
                    return; // the click of the same gesture that ended a drag or a hold
                }
                // Choosing cards for an effect.
                if let (Some(Target::Card(id)), Some(PlayerView { decision: Some(d), .. })) = (target, Some(table.session.seat(viewer).view())) {
                    if let DecisionKind::ChooseCards { candidates, .. } = &d.kind {
                        if candidates.contains(&id) {
                            table.dispatch(TableMsg::TogglePick(id));
                            return;
                        }
                    }
                }
                let selected = table.ui().selected;
                if let (Some(sel), Some(t)) = (selected, target) {
                    if let Some(a) = moves::action_for(&legal, battle_target, sel, t) {
                        table.dispatch(TableMsg::Apply(viewer, a));
                        return;
                    }
                }
                match source {
                    Some(s) if sources.contains(&s) => {
                        let next = if selected == Some(s) { None } else { Some(s) };
                        table.dispatch(TableMsg::Select(next));
                    }
                    _ => {
                        if let Some(sel) = selected {
                            if target.is_some() {
                                table.dispatch(TableMsg::Flash(refusal(table.session.seat(viewer), sel, target)));
                            }
                            table.dispatch(TableMsg::Select(None));
                        }
                    }
                }
            })
        }
    };

    // Press on a card: a drag may start (sources only); holding still shows the card large.
    let on_pointer_down = {
        let drag = drag.clone();
        let sources = sources.clone();
        let table = table.clone();
        move |source: Option<Source>, number: Option<String>| {
            let table = table.clone();
            let id = match source {
                Some(Source::Hand(id) | Source::Field(id)) => Some(id),
                _ => None,
            };
            let hold = number.map(|n| Callback::from(move |()| table.dispatch(TableMsg::Inspect(n.clone(), id))));
            drag.on_down(source.filter(|s| sources.contains(s)), hold)
        }
    };
    let on_pointer_move = drag.on_move();
    let on_pointer_up = {
        let table = table.clone();
        let legal = legal.clone();
        drag.on_up(Callback::from(move |(source, values): (Source, Vec<String>)| {
            let under: Vec<Target> = values.iter().filter_map(|v| parse_drop(v)).collect();
            match moves::action_at(&legal, battle_target, source, &under) {
                Some(a) => table.dispatch(TableMsg::Apply(viewer, a)),
                None => {
                    // the drop's target of the kind the card is dragged to (a card, or the play area)
                    let target = under.iter().copied().find(|t| matches!((source, t), (Source::Hand(_), Target::Play) | (Source::Field(_) | Source::Don(_), Target::Card(_))));
                    table.dispatch(TableMsg::Flash(refusal(table.session.seat(viewer), source, target)));
                }
            }
        }))
    };
    let on_pointer_cancel = drag.on_cancel();

    // A mouse hovering a card shows it large (touch uses a long press, the keyboard "i").
    let hover = {
        let table = table.clone();
        move |number: String, id: CardId| {
            let table = table.clone();
            Callback::from(move |e: PointerEvent| {
                let wide = web_sys::window()
                    .and_then(|w| w.match_media("(min-width: 900px)").ok().flatten())
                    .is_some_and(|m| m.matches());
                if e.pointer_type() == "mouse" && wide {
                    table.dispatch(TableMsg::Inspect(number.clone(), Some(id)));
                }
            })
        }
    };

    let on_key = {
        let table = table.clone();
        let replay_steps = replay.as_ref().map(replay::Replay::steps);
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            // a replay's step keys (the page's listener takes them), not a move between cards
            _ if replay_steps.and_then(|steps| replay::key_step(&e, replay_at, steps)).is_some() => {}
            "Escape" => {
                table.dispatch(TableMsg::Select(None));
                if table.ui().inspect.is_some() {
                    table.dispatch(TableMsg::CloseInspect);
                }
            }
            // the character area and the Stage slot are places, not buttons
            "Enter" | " " if focus::activate_place() => e.prevent_default(),
            key if focus::direction(key).is_some_and(focus::step) => e.prevent_default(),
            "i" | "I" => {
                let focused = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
                if let Some(el) = focused {
                    let id = el.get_attribute("data-card").and_then(|c| c.parse().ok()).map(CardId);
                    if let Some(n) = el.get_attribute("data-number") {
                        table.dispatch(TableMsg::Inspect(n, id));
                    }
                }
            }
            _ => {}
        })
    };

    // ---- drawing
    let is_lit = |t: Target| lit.iter().any(|(x, _)| *x == t);
    let picks = ui.picks.clone();
    let candidates: Vec<CardId> = match view.decision.as_ref().map(|d| &d.kind) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => candidates.clone(),
        _ => Vec::new(),
    };

    // Leaders that just took damage shake.
    let hurt_leaders: Vec<CardId> = news.hurt.iter().map(|s| view.sides.get(*s).leader.card.id).collect();
    let field_card = |fc: &FieldCardView, mine: bool, extra: Html| -> Html {
        let id = fc.card.id;
        let Some(def) = def_of(&fc.card.number) else { return html! {} };
        let source = Source::Field(id);
        let draggable = mine && sources.contains(&source);
        let target = Target::Card(id);
        let live = Live { power: fc.power, cost: fc.cost, don: fc.don, rested: fc.rested, keywords: fc.keywords.clone() };
        let attacking = view.battle.as_ref().is_some_and(|b| b.attacker == id);
        let attacked = view.battle.as_ref().is_some_and(|b| b.target == id);
        let in_battle = attacking || attacked;
        let class = classes!(
            "card",
            fc.rested.then_some("rested"),
            draggable.then_some("source"),
            (active_source == Some(source)).then_some("picked"),
            is_lit(target).then_some("drop-ok"),
            candidates.contains(&id).then_some("candidate"),
            picks.contains(&id).then_some("chosen"),
            in_battle.then_some("in-battle"),
            fc.summoning_sick.then_some("sick"),
            news.class_of(id),
            hurt_leaders.contains(&id).then_some("anim-hurt"),
        );
        let label = format!(
            "{} {} {}{}",
            crate::decks::display_name(&def.number, lang, &def.name),
            fc.power,
            if fc.rested { t(lang, Msg::RestedLower) } else { t(lang, Msg::Active) },
            if fc.don > 0 { format!(" +{} DON!!", fc.don) } else { String::new() }
        );
        html! {
            <div class="slot" data-drop={drop_attr(target)}>
                <button type="button" {class} data-drop={drop_attr(target)} data-card={id.0.to_string()} data-number={fc.card.number.clone()}
                        aria-label={label}
                        onpointerdown={on_pointer_down(Some(source), Some(fc.card.number.clone()))}
                        onpointerenter={hover(fc.card.number.clone(), id)}
                        onclick={on_tap(Some(target), Some(source))}>
                    <CardFace def={def} live={Some(live)} {lang} />
                    if fc.rested { <span class="rest-badge" aria-hidden="true">{ t(lang, Msg::Rested) }</span> }
                    if attacking { <span class="battle-badge attacker">{ t(lang, Msg::Attacking) }</span> }
                    if attacked { <span class="battle-badge target">{ t(lang, Msg::Attacked) }</span> }
                    if fc.don > 0 {
                        <span class="don-badge" title="DON!!">{ format!("+{}", fc.don) }</span>
                    }
                </button>
                { extra }
            </div>
        }
    };

    let activations = |id: CardId| -> Html {
        let buttons = legal.iter().filter_map(|a| match a {
            Action::ActivateAbility { card, ability_index } if *card == id => {
                let apply = apply.clone();
                let a = a.clone();
                Some(html! {
                    <button type="button" class="mini activate" onclick={Callback::from(move |_| apply.emit(a.clone()))}>
                        { format!("⚡{}", t(lang, Msg::ActivateMain)) }{ if *ability_index > 0 { format!(" {}", ability_index + 1) } else { String::new() } }
                    </button>
                })
            }
            _ => None,
        });
        html! { <>{ for buttons }</> }
    };

    let side = |s: &SideView, mine: bool, hand: &[Hidden<opcg_engine::CardView>]| -> Html {
        let chars = s.characters.iter().map(|c| field_card(c, mine, if mine { activations(c.card.id) } else { html! {} }));
        let leader = field_card(&s.leader, mine, if mine { activations(s.leader.card.id) } else { html! {} });
        let stage = s.stage.as_ref().map(|st| field_card(st, mine, if mine { activations(st.card.id) } else { html! {} }));
        let play_lit = mine && is_lit(Target::Play);
        // A Stage card lights the Stage slot; anything else played (a Character, an Event)
        // lights the character area.
        let stage_card = match active_source {
            Some(Source::Hand(id)) => hand.iter().any(|h| matches!(h, Hidden::Known(c) if c.id == id && def_of(&c.number).is_some_and(|d| d.kind == opcg_engine::CardKind::Stage))),
            _ => false,
        };
        // A drag from the cost area carries `don_count` DON!! (never more than are active).
        let don_n = ui.don_count.clamp(1, s.don_active.max(1));
        let don_src = Source::Don(don_n);
        let don_source = mine && sources.contains(&don_src);
        let don_label = match lang {
            Lang::Ja => format!("コストエリア：アクティブ{}枚、レスト{}枚", s.don_active, s.don_rested),
            Lang::En => format!("Cost area: {} active, {} rested DON!!", s.don_active, s.don_rested),
        };
        let life_known = s.life.iter().filter(|l| matches!(l, Hidden::Known(_))).count();
        let hand_html = hand.iter().map(|h| match h {
            Hidden::Known(c) => {
                let Some(def) = def_of(&c.number) else { return html! {} };
                let source = Source::Hand(c.id);
                let draggable = mine && sources.contains(&source);
                let class = classes!(
                    "card",
                    "in-hand",
                    draggable.then_some("source"),
                    (active_source == Some(source)).then_some("picked"),
                    candidates.contains(&c.id).then_some("candidate"),
                    picks.contains(&c.id).then_some("chosen"),
                );
                html! {
                    <button type="button" {class} data-card={c.id.0.to_string()} data-number={c.number.clone()}
                            data-drop={drop_attr(Target::Card(c.id))} aria-label={crate::decks::display_name(&c.number, lang, &def.name)}
                            onpointerdown={on_pointer_down(mine.then_some(source), Some(c.number.clone()))}
                            onpointerenter={hover(c.number.clone(), c.id)}
                            onclick={on_tap(Some(Target::Card(c.id)), Some(source))}>
                        <CardFace def={def} {lang} />
                    </button>
                }
            }
            Hidden::Unknown => html! { <div class="card back" aria-hidden="true"></div> },
        });
        html! {
            <section class={classes!("side", if mine { "mine" } else { "theirs" })} aria-label={seat_name(s.seat, lang)}>
                <div class={classes!("zone", "characters", (play_lit && !stage_card).then_some("drop-ok"))} data-drop={if mine { "play" } else { "none" }}
                     onclick={if mine { on_tap(Some(Target::Play), None) } else { Callback::noop() }}
                     role="group" tabindex={mine.then_some(if play_lit && !stage_card { "0" } else { "-1" })}
                     aria-label={t(lang, Msg::CharacterArea)}>
                    { for chars }
                    if s.characters.is_empty() {
                        <span class="zone-hint">{ t(lang, Msg::CharacterArea) }</span>
                    }
                </div>
                <div class="zone leader">{ leader }</div>
                <div class={classes!("zone", "stage", (play_lit && stage_card).then_some("drop-ok"))} data-drop={if mine { "play" } else { "none" }}
                     role="group" tabindex={mine.then_some(if play_lit && stage_card { "0" } else { "-1" })} aria-label={t(lang, Msg::Stage)}>
                    { stage.unwrap_or_else(|| html! { <span class="zone-hint">{ t(lang, Msg::Stage) }</span> }) }
                </div>
                // Zones that are only counts, and the cost area: one compact block.
                <div class="piles">
                    <div class="zone life" title={t(lang, Msg::Life)} aria-label={format!("{} {}", t(lang, Msg::Life), s.life.len())}>
                        <span class="count">{ s.life.len() }</span>
                        <span class="zone-name">{ t(lang, Msg::Life) }</span>
                        if life_known > 0 { <span class="zone-sub">{ format!("{life_known}▲") }</span> }
                    </div>
                    <div class="zone deck" aria-label={format!("{} {}", t(lang, Msg::Deck), s.deck_count)}>
                        <span class="count">{ s.deck_count }</span>
                        <span class="zone-name">{ t(lang, Msg::Deck) }</span>
                    </div>
                    <div class="zone don-deck" aria-label={format!("{} {}", t(lang, Msg::DONDeck), s.don_deck)}>
                        <span class="count">{ s.don_deck }</span>
                        <span class="zone-name">{ t(lang, Msg::DONDeck) }</span>
                    </div>
                    <details class={classes!("zone", "trash", news.koed.contains(&s.seat).then_some("anim-ko"))}>
                        <summary aria-label={format!("{} {}", t(lang, Msg::Trash), s.trash.len())}>
                            <span class="count">{ s.trash.len() }</span>
                            <span class="zone-name">{ t(lang, Msg::Trash) }</span>
                        </summary>
                        <ul class="trash-list">
                            { for s.trash.iter().rev().map(|c| html! { <li>{ crate::decks::display_name(&c.number, lang, &c.name) }</li> }) }
                        </ul>
                    </details>
                    <div class="zone cost-area" aria-label={don_label.clone()}>
                        if s.don_active > 0 {
                            <button type="button" id={if mine { "don-active" } else { "" }}
                                    class={classes!("don", "active", don_source.then_some("source"), (active_source == Some(don_src) && mine).then_some("picked"))}
                                    aria-label={don_label.clone()}
                                    onpointerdown={if mine { on_pointer_down(Some(don_src), None) } else { Callback::noop() }}
                                    onclick={if mine { on_tap(None, Some(don_src)) } else { Callback::noop() }}>
                                <span class="don-word">{ "DON!!" }</span><span class="count">{ format!("×{}", s.don_active) }</span>
                            </button>
                        }
                        if don_source && s.don_active > 1 {
                            <div class="don-carry" role="group" aria-label={t(lang, Msg::DONPerDrag)}>
                                <button type="button" class="mini" id="don-fewer" aria-label={t(lang, Msg::Fewer)}
                                        disabled={don_n <= 1} onclick={{ let t = table.clone(); Callback::from(move |_| t.dispatch(TableMsg::DonCount(-1))) }}>{ "−" }</button>
                                <span id="don-carry">{ match lang { Lang::Ja => format!("{don_n}枚ずつ"), Lang::En => format!("{don_n} per drag") } }</span>
                                <button type="button" class="mini" id="don-more" aria-label={t(lang, Msg::More)}
                                        disabled={don_n >= s.don_active} onclick={{ let t = table.clone(); Callback::from(move |_| t.dispatch(TableMsg::DonCount(1))) }}>{ "+" }</button>
                            </div>
                        }
                        if s.don_rested > 0 {
                            <div class="don rested"><span class="don-word">{ "DON!!" }</span><span class="count">{ format!("×{}", s.don_rested) }</span></div>
                        }
                    </div>
                </div>
                <div class={classes!("hand", if mine { "hand-mine" } else { "hand-theirs" })} aria-label={format!("{} {}", t(lang, Msg::Hand), hand.len())}>
                    { for hand_html }
                </div>
            </section>
        }
    };

    let me = view.sides.get(viewer);
    let them = view.sides.get(viewer.other());
    let my_hand = me.hand.clone();

    // ---- the decision bar
    let (decision_bar, about) = {
        let mut buttons: Vec<Html> = Vec::new();
        let mut prompt = String::new();
        // The card the decision is about (the effect asking, the [Trigger] revealed), drawn large.
        let mut about: Option<CardDef> = None;
        let button = |label: String, action: Action, primary: bool, id: &'static str| -> Html {
            let apply = apply.clone();
            let enabled = legal.contains(&action);
            html! {
                <button type="button" class={if primary { "primary" } else { "secondary" }} id={id} disabled={!enabled}
                        onclick={Callback::from(move |_| apply.emit(action.clone()))}>{ label }</button>
            }
        };
        if let Some(d) = &view.decision {
            match &d.kind {
                DecisionKind::ChooseFirst => {
                    prompt = t(lang, Msg::ChooseToGoFirstOr).to_string();
                    buttons.push(button(t(lang, Msg::GoFirst).into(), Action::ChooseFirst { go_first: true }, true, "go-first"));
                    buttons.push(button(t(lang, Msg::GoSecond).into(), Action::ChooseFirst { go_first: false }, false, "go-second"));
                }
                DecisionKind::Mulligan => {
                    prompt = t(lang, Msg::KeepThisHandYouMay).to_string();
                    buttons.push(button(t(lang, Msg::Keep).into(), Action::Mulligan { redraw: false }, true, "keep-hand"));
                    buttons.push(button(t(lang, Msg::Redraw).into(), Action::Mulligan { redraw: true }, false, "redraw-hand"));
                }
                DecisionKind::Main => {
                    prompt = t(lang, Msg::MainPhaseDragCardsTo).to_string();
                    buttons.push(button(t(lang, Msg::EndTurn).into(), Action::EndMainPhase, true, "end-turn"));
                }
                DecisionKind::Block { .. } => {
                    let what = t(lang, Msg::BlockDragABlockerOnto);
                    prompt = match status::attack(&view, viewer, lang) {
                        Some(a) => format!("{a} — {what}"),
                        None => what.to_string(),
                    };
                    buttons.push(button(t(lang, Msg::NoBlock).into(), Action::Block { blocker: None }, true, "no-block"));
                }
                DecisionKind::Counter { .. } => {
                    let what = t(lang, Msg::CounterDragCardsFromYour);
                    prompt = match status::attack(&view, viewer, lang) {
                        Some(a) => format!("{a} — {what}"),
                        None => what.to_string(),
                    };
                    buttons.push(button(t(lang, Msg::CounterDone).into(), Action::EndCounterStep, true, "end-counter"));
                }
                DecisionKind::Trigger { card } => {
                    let name = view.decision_cards.iter().find(|c| c.id == *card).map(|c| crate::decks::display_name(&c.number, lang, &c.name)).unwrap_or_default();
                    prompt = match lang {
                        Lang::Ja => format!("【トリガー】{name}：発動しますか？"),
                        Lang::En => format!("[Trigger] {name}: activate it?"),
                    };
                    buttons.push(button(t(lang, Msg::ActivateEffect).into(), Action::ActivateTrigger { yes: true }, true, "trigger-yes"));
                    buttons.push(button(t(lang, Msg::AddToHand).into(), Action::ActivateTrigger { yes: false }, false, "trigger-no"));
                }
                DecisionKind::YesNo { prompt: p, effect, source } => {
                    prompt = match p {
                        Prompt::PayCost => t(lang, Msg::PayTheCost),
                        Prompt::Replace => t(lang, Msg::UseTheReplacementEffect),
                        Prompt::DrawAnother => t(lang, Msg::DrawAnotherCard),
                        Prompt::AddToLife => t(lang, Msg::AddTheTopCardOf),
                        Prompt::ReturnAnotherDon => t(lang, Msg::ReturnOneMoreDONCard),
                        _ => t(lang, Msg::UseTheEffect),
                    }
                    .to_string();
                    // Say what "yes" does: the optional effect, or what happens instead.
                    if let Some(text) = effect.as_ref().zip(source.and_then(|id| seat.def_of(id))).and_then(|(e, def)| crate::texts::asked(def, e, lang)) {
                        prompt = match lang {
                            Lang::Ja => format!("{prompt}（{text}）"),
                            Lang::En => format!("{prompt} ({text})"),
                        };
                    }
                    buttons.push(button(t(lang, Msg::Yes).into(), Action::Choose(Choice::YesNo(true)), true, "yes"));
                    buttons.push(button(t(lang, Msg::No).into(), Action::Choose(Choice::YesNo(false)), false, "no"));
                }
                DecisionKind::ChooseOption { count, triggers, options, source } => {
                    prompt = match options {
                        OptionKind::Triggers => t(lang, Msg::ChooseWhichEffectResolvesFirst),
                        OptionKind::Modes(_) => t(lang, Msg::ChooseOne),
                        OptionKind::TopOrBottom => t(lang, Msg::ChooseTopOrBottomOfLife),
                        OptionKind::DeckTopOrBottom => t(lang, Msg::ChooseTopOrBottomOfDeck),
                        OptionKind::YoursOrOpponents => t(lang, Msg::ChooseWhoseLife),
                        OptionKind::Cost => t(lang, Msg::DeclareACost),
                        OptionKind::DonOrCharacter => t(lang, Msg::ChooseWhatToRest),
                    }
                    .to_string();
                    for i in 0..*count {
                        let at = usize::from(i);
                        let label = match options {
                            OptionKind::Triggers => triggers.get(at).and_then(|id| seat.def_of(*id)).map(|d| crate::decks::display_name(&d.number, lang, &d.name)),
                            OptionKind::Modes(modes) => modes.get(at).zip(source.and_then(|id| seat.def_of(id))).and_then(|(e, def)| crate::texts::asked(def, e, lang)),
                            OptionKind::TopOrBottom | OptionKind::DeckTopOrBottom => Some(if at == 0 { t(lang, Msg::Top) } else { t(lang, Msg::Bottom) }.to_string()),
                            OptionKind::YoursOrOpponents => Some(if at == 0 { t(lang, Msg::YourLife) } else { t(lang, Msg::YourOpponentsLife) }.to_string()),
                            OptionKind::Cost => Some(format!("{} {i}", t(lang, Msg::Cost))),
                            OptionKind::DonOrCharacter => Some(if at == 0 { t(lang, Msg::ADONCard) } else { t(lang, Msg::ACharacter) }.to_string()),
                        };
                        let label = label.unwrap_or_else(|| format!("{} {}", t(lang, Msg::Option), i + 1));
                        buttons.push(button(label, Action::Choose(Choice::Option(i)), i == 0, ""));
                    }
                }
                DecisionKind::ReturnDon { remaining, sources, .. } => {
                    prompt = match lang {
                        Lang::Ja => format!("ドン‼−：ドン‼デッキに戻すドン‼を選んでください（残り{remaining}枚）"),
                        Lang::En => format!("DON!! −: choose where a DON!! returns from ({remaining} left)"),
                    };
                    for (i, from) in sources.iter().enumerate() {
                        let label = match *from {
                            DonSource::CostActive(n) => match lang {
                                Lang::Ja => format!("コストエリアのアクティブ（{n}）"),
                                Lang::En => format!("Active in the cost area ({n})"),
                            },
                            DonSource::CostRested(n) => match lang {
                                Lang::Ja => format!("コストエリアのレスト（{n}）"),
                                Lang::En => format!("Rested in the cost area ({n})"),
                            },
                            DonSource::Attached { card, count } => {
                                let name = seat.def_of(card).map(|d| crate::decks::display_name(&d.number, lang, &d.name)).unwrap_or_default();
                                match lang {
                                    Lang::Ja => format!("{name}に付与（{count}）"),
                                    Lang::En => format!("Given to {name} ({count})"),
                                }
                            }
                        };
                        buttons.push(button(label, Action::Choose(Choice::Option(i as u8)), i == 0, ""));
                    }
                }
                DecisionKind::ByHand { source, text } => {
                    let name = seat.def_of(*source).map(|d| crate::decks::display_name(&d.number, lang, &d.name)).unwrap_or_default();
                    prompt = match lang {
                        Lang::Ja => format!("{name}：エンジンが読めない効果です。ジャッジツールで実行してから「完了」を押してください — {text}"),
                        Lang::En => format!("{name}: the engine does not read this text. Carry it out with the judge tools, then press Done — {text}"),
                    };
                    buttons.push(button(t(lang, Msg::Done).into(), Action::Choose(Choice::Done), true, "by-hand-done"));
                }
                DecisionKind::ChooseCards { prompt: p, min, max, candidates, .. } => {
                    let what = match p {
                        Prompt::TrashFromHand => t(lang, Msg::CardsOfYourHandTo),
                        Prompt::PickFromLook => t(lang, Msg::CardsToTake),
                        Prompt::NextToPlace => t(lang, Msg::TheNextCardToPlace),
                        Prompt::CardToPlay => t(lang, Msg::TheCardToPlay),
                        Prompt::CharacterToMakeRoom => t(lang, Msg::TheCharacterToTrash),
                        Prompt::RestForCost => t(lang, Msg::CharactersToRest),
                        Prompt::ToDeckBottom => t(lang, Msg::CardsToPutAtThe),
                        Prompt::ToReveal => t(lang, Msg::CardsToReveal),
                        _ => t(lang, Msg::Targets),
                    };
                    prompt = match lang {
                        Lang::Ja => format!("{what}を{min}〜{max}枚選んでください"),
                        Lang::En => format!("Choose {min} to {max}: {what}"),
                    };
                    // Candidates that are not on the board (looked-at cards) are listed here.
                    let on_board = |id: &CardId| {
                        Seat::BOTH.iter().any(|s| {
                            let sv = view.sides.get(*s);
                            sv.leader.card.id == *id || sv.characters.iter().any(|c| c.card.id == *id) || sv.stage.as_ref().is_some_and(|c| c.card.id == *id)
                                || sv.hand.iter().any(|h| matches!(h, Hidden::Known(c) if c.id == *id))
                        })
                    };
                    for c in view.decision_cards.iter().filter(|c| !on_board(&c.id) && candidates.contains(&c.id)) {
                        let table = table.clone();
                        let id = c.id;
                        let chosen = picks.contains(&id);
                        buttons.push(html! {
                            <button type="button" class={classes!("pick", chosen.then_some("chosen"))} aria-pressed={chosen.to_string()}
                                    onclick={Callback::from(move |_| table.dispatch(TableMsg::TogglePick(id)))}>{ crate::decks::display_name(&c.number, lang, &c.name) }</button>
                        });
                    }
                    let mut chosen = picks.clone();
                    chosen.sort_by_key(|id| candidates.iter().position(|c| c == id));
                    let confirm = Action::Choose(Choice::Cards(chosen.clone()));
                    let label = match lang {
                        Lang::Ja => format!("決定（{}枚）", chosen.len()),
                        Lang::En => format!("Confirm ({})", chosen.len()),
                    };
                    // The engine lists every acceptable set; accept any order the player picked in.
                    let accepted = legal.iter().find(|a| match a {
                        Action::Choose(Choice::Cards(set)) => {
                            let mut x = set.clone();
                            x.sort();
                            let mut y = chosen.clone();
                            y.sort();
                            x == y
                        }
                        _ => false,
                    });
                    buttons.push(button(label, accepted.cloned().unwrap_or(confirm), true, "confirm-pick"));
                }
            }
            // Say which card asks.
            let source = match &d.kind {
                DecisionKind::YesNo { source, .. }
                | DecisionKind::ChooseCards { source, .. }
                | DecisionKind::ChooseOption { source, .. }
                | DecisionKind::ReturnDon { source, .. } => *source,
                _ => None,
            };
            if let Some(def) = source.and_then(|id| seat.def_of(id)) {
                let name = crate::decks::display_name(&def.number, lang, &def.name);
                prompt = match lang {
                    Lang::Ja => format!("{name}：{prompt}"),
                    Lang::En => format!("{name}: {prompt}"),
                };
                about = Some(def.clone());
            }
            // A revealed [Trigger] card: shown beside the question.
            if let DecisionKind::Trigger { card } = &d.kind {
                about = view.decision_cards.iter().find(|c| c.id == *card).and_then(|c| def_of(&c.number));
            }
        } else if let Some(r) = &view.result {
            prompt = result_text(r, lang);
        } else if let Some(seat) = acting {
            prompt = match lang {
                Lang::Ja => format!("{}の番です", seat_name(seat, lang)),
                Lang::En => format!("{} to act", seat_name(seat, lang)),
            };
        }
        // A [Trigger]: its text, beside the question.
        let trigger_text = match (&view.decision.as_ref().map(|d| &d.kind), &about) {
            (Some(DecisionKind::Trigger { .. }), Some(def)) => crate::texts::full(def, lang).1,
            _ => None,
        };
        let bar = html! {
            <div class={classes!("decision", replay.is_some().then_some("replay-bar"))} role="status" aria-live={if replay.is_some() { "off" } else { "polite" }}>
                if let Some(def) = about.clone() { <div class="decision-card"><CardFace {def} {lang} /></div> }
                // who acts (the device may be held by either seat in open hands)
                if let (Some(s), None) = (acting, &view.result) { <span class="actor" id="actor">{ seat_name(s, lang) }</span> }
                <span class="prompt-box">
                    <span class="prompt" id="prompt">{ prompt }</span>
                    if let Some(t) = trigger_text { <span class="about-text" id="about-text">{ t }</span> }
                </span>
                if let Some(r) = &replay { { replay::controls(r, replay_at, lang, &replay_to) } } else { <span class="buttons">{ for buttons }</span> }
            </div>
        };
        (bar, about)
    };

    let battle_info = view.battle.as_ref().map(|b| {
        html! {
            <div class="battle" aria-live="polite">
                { format!("⚔ {} {} {}", b.attacker_power, if b.attacker_power >= b.target_power { "≥" } else { "<" }, b.target_power) }
            </div>
        }
    });

    let close_inspect = {
        let table = table.clone();
        // focus goes back to the card shown
        let refocus = refocus.clone();
        let back = ui.inspect_id.map(|c| format!(".board [data-card=\"{}\"]", c.0));
        Callback::from(move |_| {
            if let Some(b) = &back {
                *refocus.borrow_mut() = Some(b.clone());
            }
            table.dispatch(TableMsg::CloseInspect);
        })
    };
    // The inspected card, else the card the decision is about (wide screens show it beside the
    // board; narrower ones keep to the small face in the decision bar).
    let inspected = ui.inspect.as_ref().and_then(|n| def_of(n));
    let about_only = inspected.is_none() && about.is_some();
    let inspect = inspected.or(about).map(|d| {
        let (text, trigger) = crate::texts::full(&d, lang);
        let printed = crate::decks::printed(&d.number);
        let shown_name = crate::decks::display_name(&d.number, lang, &d.name);
        let printed_text = printed.as_ref().and_then(|p| p.text(lang)).map(|t| {
            let mut lines: Vec<String> = t.effect.lines().map(str::to_string).collect();
            lines.extend(t.trigger.clone());
            (t.traits.join(" / "), lines)
        });
        let counter = (d.counter > 0).then(|| format!("{} +{}", t(lang, Msg::Counter), d.counter));
        html! {
            <aside class={classes!("inspect", about_only.then_some("inspect-about"))} aria-label={t(lang, Msg::CardDetails)} id="inspect">
                <button type="button" class="mini close" aria-label={t(lang, Msg::Close)} onclick={close_inspect}>{ "×" }</button>
                <div class="inspect-card"><CardFace def={d.clone()} {lang} /></div>
                <div class="inspect-text">
                    <h3>{ shown_name }</h3>
                    <p class="muted">{ format!("{} · {}", d.number, printed_text.as_ref().map_or_else(|| d.traits.join(" / "), |(t, _)| t.clone())) }</p>
                    if let Some(c) = counter { <p class="muted">{ c }</p> }
                    if let Some((_, lines)) = printed_text.as_ref().filter(|(_, l)| !l.is_empty()) {
                        <p class="reading-title">{ t(lang, Msg::CardText) }</p>
                        <p class="printed" id="inspect-printed">{ for lines.iter().map(|l| html! { <>{ l }<br /></> }) }</p>
                    }
                    if !d.unread.is_empty() {
                        <p class="reading-title">{ t(lang, Msg::NotReadByTheEngine) }</p>
                        <p class="unread" id="inspect-unread">{ for d.unread.iter().map(|l| html! { <>{ l }<br /></> }) }</p>
                    }
                    <p class="reading-title">{ t(lang, Msg::TheEnginesReading) }</p>
                    <p class="reading" id="inspect-reading">
                        { for text.lines().map(|l| html! { <>{ l }<br /></> }) }
                        if let Some(t) = trigger { <span class="trigger-text">{ t }</span> }
                    </p>
                </div>
            </aside>
        }
    });

    let log_lines: Vec<String> = view.log.iter().filter_map(|e| log::line(e, lang, &db)).collect();
    let undo = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(TableMsg::Undo))
    };
    // Casual undo: always with open hands; in pass-and-play only when enabled, only one's own
    // last action, and only while the device has not changed hands since.
    let can_undo = !table.session.actions().is_empty()
        && view.result.is_none()
        && match table.session.mode {
            PlayMode::OpenHands => true,
            // back to the person's last decision (its own and the computer's answers since)
            PlayMode::Computer { person, .. } => table.session.last_actor().is_some_and(|_| table.session.actions().iter().any(|t| t.seat == person)),
            PlayMode::PassAndPlay => props.undo_in_pass_and_play && table.session.last_actor() == Some(viewer) && table.shown == Some(viewer),
        };
    let exit = {
        let on_exit = props.on_exit.clone();
        Callback::from(move |_| on_exit.emit(()))
    };
    let concede = {
        let apply = apply.clone();
        Callback::from(move |_| apply.emit(Action::Concede))
    };
    let export = {
        let session = table.session.clone();
        let table = table.clone();
        Callback::from(move |_| {
            if crate::gamefile::download(&crate::gamefile::file_name(&session), &session.save()).is_err() {
                table.dispatch(TableMsg::Flash(t(lang, Msg::TheFileCouldNotBeSaved).to_string()));
            }
        })
    };
    let ghost_label = drag.dragging.map(|s| match s {
        Source::Don(n) => format!("DON!! ×{n}"),
        Source::Hand(id) | Source::Field(id) => {
            let named = |c: &opcg_engine::CardView| (c.id == id).then(|| crate::decks::display_name(&c.number, lang, &c.name));
            let mine = view.sides.get(viewer);
            mine.hand.iter().find_map(|h| h.known().and_then(named))
                .or_else(|| named(&mine.leader.card))
                .or_else(|| mine.characters.iter().find_map(|c| named(&c.card)))
                .unwrap_or_default()
        }
    });
    // Judge tools: manual corrections for what the engine did not understand, each logged.
    let judge_tools = {
        // every tool while the main phase waits for a play, or while text is carried out by hand
        let quiet = my_turn_to_act
            && match view.decision.as_ref().map(|d| &d.kind) {
                Some(DecisionKind::Main) => view.battle.is_none(),
                Some(DecisionKind::ByHand { .. }) => true,
                _ => false,
            };
        let jbutton = |id: &'static str, label: String, action: JudgeAction| {
            let t = table.clone();
            html! {
                <button type="button" class="mini" id={id} disabled={!quiet}
                        onclick={Callback::from(move |_| t.dispatch(TableMsg::Judge(action.clone())))}>{ label }</button>
            }
        };
        let card_tools = ui.inspect_id.zip(ui.inspect.clone()).map(|(card, number)| {
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
    };
    let by_hand = matches!(view.decision.as_ref().map(|d| &d.kind), Some(DecisionKind::ByHand { .. })) && my_turn_to_act;
    let status = match lang {
        Lang::Ja => format!("ターン{} · {} · {}", view.turn, seat_name(view.turn_player, lang), phase_name(view.phase, lang)),
        Lang::En => format!("Turn {} · {} · {}", view.turn, seat_name(view.turn_player, lang), phase_name(view.phase, lang)),
    };

    let on_focus = {
        let focus_at = focus_at.clone();
        Callback::from(move |_: FocusEvent| {
            if let Some(k) = focus::focused_key() {
                focus_at.borrow_mut()[seat_index(viewer)] = Some(k);
            }
        })
    };
    let battle_arrow = view.battle.as_ref().map(|b| arrow::arrow(b.attacker, b.target));

    html! {
        <>
        { live }
        <div class="table" tabindex="-1" onkeydown={on_key} onfocusin={on_focus} onpointermove={on_pointer_move} onpointerup={on_pointer_up} onpointercancel={on_pointer_cancel}
             data-viewer={viewer.to_string()}>
            <header class="table-bar">
                if replay.is_some() { <span class="replay-badge" id="replay-badge">{ t(lang, Msg::Replay) }</span> }
                <span class="status" id="status">{ status }</span>
                <span class="viewer">{ seat_name(viewer, lang) }</span>
                if let Some(r) = &replay {
                    <select id="replay-watch" aria-label={t(lang, Msg::WhoseView)}
                            onchange={{ let t = table.clone(); Callback::from(move |e: Event| {
                                if let Some(w) = e.target_dyn_into::<web_sys::HtmlSelectElement>().and_then(|s| replay::Watch::from_key(&s.value())) {
                                    t.dispatch(TableMsg::Watch(w));
                                }
                            }) }}>
                        { for replay::Watch::ALL.into_iter().map(|w| html! { <option value={w.key()} selected={w == r.watch}>{ w.label(lang) }</option> }) }
                    </select>
                    <button type="button" class="mini" id="exit" onclick={exit.clone()}>{ t(lang, Msg::LeaveTheReplay) }</button>
                } else {
                if can_undo { <button type="button" class="mini" id="undo" onclick={undo}>{ t(lang, Msg::Undo) }</button> }
                // On a narrow screen the rarer commands fold into "⋯" so the bar keeps to one row.
                <button type="button" class="mini more-toggle" id="more-toggle" aria-expanded={more.to_string()} aria-controls="bar-more"
                        aria-label={t(lang, Msg::MoreCommands)}
                        onclick={{ let more = more.clone(); Callback::from(move |_| more.set(!*more)) }}>{ "⋯" }</button>
                <span class={classes!("bar-more", more.then_some("open"))} id="bar-more">
                    if view.result.is_none() && my_turn_to_act { <button type="button" class="mini" id="concede" onclick={concede}>{ t(lang, Msg::Concede) }</button> }
                    <button type="button" class={classes!("mini", ui.judging.then_some("on"))} id="judge-toggle" aria-pressed={ui.judging.to_string()}
                            onclick={{ let t = table.clone(); Callback::from(move |_| t.dispatch(TableMsg::ToggleJudge)) }}>{ t(lang, Msg::Judge) }</button>
                    <button type="button" class="mini" id="export-game" onclick={export.clone()}>{ t(lang, Msg::SaveToFile) }</button>
                    <button type="button" class="mini" id="exit" onclick={exit}>{ t(lang, Msg::Menu) }</button>
                </span>
                }
            </header>
            { decision_bar }
            { computer.status(lang) }
            if let Some(f) = &ui.flash { <div class="flash" role="alert">{ f }</div> }
            if table.unkept {
                <crate::gamefile::NotKept {lang} elsewhere={table.elsewhere} on_export={export.clone()} />
            }
            if !table.session.reread.is_empty() && !*reread_seen {
                <div class="flash not-kept" role="status" id="cards-reread">
                    { match lang {
                        Lang::Ja => format!("このゲームが保存された後、次のカードの読み方が変わりました：{}。ゲームは今の読み方で再現されています。", reread_names.join("、")),
                        Lang::En => format!("Since this game was saved, the page reads these cards differently: {}. The game is replayed with today's reading.", reread_names.join(", ")),
                    } }
                    { " " }<button type="button" class="mini" id="cards-reread-ok" onclick={{ let r = reread_seen.clone(); Callback::from(move |_| r.set(true)) }}>{ "OK" }</button>
                </div>
            }
            // text carried out by hand: the judge tools are what it is done with
            if ui.judging || by_hand { { judge_tools } }
            <div class="table-main">
                <div class="board">
                    { side(them, false, &other_hand) }
                    <div class="midline">{ battle_info }</div>
                    { side(me, true, &my_hand) }
                </div>
                { inspect.unwrap_or_else(|| html! {
                    <aside class="inspect inspect-empty" aria-hidden="true">
                        <p class="muted">{ t(lang, Msg::HoverACardToRead) }</p>
                    </aside>
                }) }
            </div>
            <details class="log">
                <summary>{ t(lang, Msg::Log) }</summary>
                if let Some(r) = &replay {
                    { replay::log_list(r, viewer, replay_at, lang, &db, &replay_to) }
                } else {
                    <ol>{ for log_lines.iter().rev().take(80).map(|l| html! { <li>{ l }</li> }) }</ol>
                }
            </details>
            <div class="ghost" ref={drag.ghost.clone()} aria-hidden="true"><span class="ghost-card">{ ghost_label.unwrap_or_default() }</span></div>
            { battle_arrow }
        </div>
        </>
    }
}

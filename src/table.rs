//! The table: the board of both seats, played by drag and drop (Pointer Events: mouse, touch,
//! pen), by tap-source-then-tap-target, or by keyboard (arrow keys between cards and zones, Enter
//! to pick a card up, Enter on a lit target to drop, Escape to cancel). Only the engine's legal
//! actions light up.
//!
//! - [`moves`]: drags ⇄ legal actions (pure).
//! - [`decision`]: the decision bar (the question, the card it is about, the answers).
//! - [`judge`]: the judge tools (manual corrections, each logged).
//! - [`board`]: both seats' sides of the board; [`hand`]: a hand's cards.
//! - [`card`]: a card face drawn from its data.
//! - [`inspector`]: a card shown large with its texts.
//! - [`log`]: the game log as text, and the log panel.
//! - [`status`]: what is happening, said from public facts (the attack under way, why the device
//!   changes hands).
//! - [`news`]: what happened since the seat last looked (the live region, the animations).
//! - [`arrow`]: the arrow from attacker to target during a battle.
//! - [`focus`]: arrow keys between cards and zones; focus given back after a dialog.
//! - [`replay`]: a kept game or a game file watched again, step by step, from either seat.

pub mod arrow;
pub mod board;
pub mod card;
pub mod curtain;
pub mod decision;
pub mod fit;
pub mod focus;
pub mod inspector;
pub mod hand;
pub mod judge;
pub mod log;
pub mod moves;
pub mod news;
pub mod replay;
pub mod state;
pub mod status;

use opcg_engine::{
    Action, CardDef, CardId, DecisionKind, Hidden, PlayerView, Seat,
};
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::i18n::{t, tf, Fmt, Lang, Msg};
use crate::prefs::PlayMode;
use crate::session::Session;
use curtain::Curtain;
pub use state::{SeatEdit, SeatUi, Table, TableMsg};
use crate::host::HostMsg;
use log::seat_name;
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
            let listening = (!replaying).then(|| crate::store::on_written_elsewhere(KEPT.key, move || table.dispatch(TableMsg::from(HostMsg::KeptElsewhere))));
            if replaying {
                // the replay's keys (← → Home End) work from the start
                focus::focus_table();
            }
            move || drop(listening)
        });
    }
    // A replay: show the game after this many steps.
    // (one callback for the table's life: the log's rows, memoised, compare it)
    let replay_to = {
        let table = table.clone();
        use_callback((), move |steps: usize, _| table.dispatch(TableMsg::from(replay::ReplayMsg::To(steps))))
    };
    let replay_at = table.session.actions().len();
    {
        // A replay's keys work wherever the focus is, except in a menu: ← → step, Home and End
        // go to the start and the end (the table takes the move from the step it shows then).
        let table = table.clone();
        crate::replay::use_replay_keys(replay.is_some(), Callback::from(move |jump| table.dispatch(TableMsg::from(replay::ReplayMsg::Jump(jump)))));
    }
    // cards read differently since the game was saved: said once, until the player has seen it
    let reread_seen = use_state(|| false);
    let reread_names: Vec<String> = table.session.reread.iter().map(|n| crate::decks::display_name(n, props.lang, n)).collect();
    let drag = crate::drag::use_drag::<Source>((30, 42));
    // The card definitions the faces share, and the one callback the board's pieces hold for the
    // table's life (it carries out their presses, taps and hovers with this render's handlers,
    // set below), so a piece whose props are unchanged is not rendered again.
    let defs = card::use_defs();
    let card_events = use_mut_ref(|| None::<std::rc::Rc<dyn Fn(board::CardEvent)>>);
    let on_card = {
        let card_events = card_events.clone();
        use_callback((), move |ev: board::CardEvent, ()| {
            // taken out first: the handler may render the table again, which sets the next one
            let handler = card_events.borrow().clone();
            if let Some(h) = handler {
                h(ev);
            }
        })
    };
    let computer = {
        // The computer's seat must act: ask the worker (then apply its answer to this moment).
        let s = &table.session;
        // (a replay asks nothing)
        let mode = if replay.is_some() { PlayMode::OpenHands } else { s.mode };
        let question = crate::computer::Question::when(mode, s.decision_seat(), "decide", s.actions().len(), s.setup().seed, || s.save());
        let table = table.clone();
        crate::computer::use_computer(question, crate::computer::answer_with(move |at, seat, action| table.dispatch(TableMsg::from(HostMsg::Computer { at, seat, action }))))
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
    let db = seat.shared_cards();
    let view: PlayerView = seat.view();
    let acting = table.session.decision_seat();
    let my_turn_to_act = acting == Some(viewer) && curtain.is_none() && replay.is_none();
    let legal: Vec<Action> = if my_turn_to_act { seat.legal_actions() } else { Vec::new() };
    let battle_target = view.battle.as_ref().map(|b| b.target);
    let sources = moves::sources(&legal, battle_target);
    // Only a drag of one of this seat's sources lights anything.
    let active_source = drag.dragging.filter(|s| sources.contains(s)).or(ui.selected);
    let lit: Vec<(Target, Action)> = active_source.map(|s| moves::targets(&legal, battle_target, s)).unwrap_or_default();
    let def_of = |number: &str| -> Option<std::rc::Rc<CardDef>> { defs.get(db, number) };

    // The opponent's hand is shown only with open hands (a replay: when watched so).
    let open_hands = replay.as_ref().map_or(table.session.mode == PlayMode::OpenHands, |r| r.watch == replay::Watch::Open);
    let other_hand: Vec<Hidden<opcg_engine::CardView>> = if open_hands {
        table.session.seat(viewer.other()).own_hand()
    } else {
        view.sides.get(viewer.other()).hand.clone()
    };

    // What happened since this seat last looked: said in the live region (present before its
    // text changes: first in both the curtain's tree and the table's, empty behind the curtain)
    // and shown by short animations. Pass-and-play keeps each seat's place in the log.
    // A replay reads the step just reached instead (and nothing moves).
    let reader = (curtain.is_none() && replay.is_none()).then_some(if table.session.mode == PlayMode::PassAndPlay { viewer } else { Seat::A });
    let news = news::use_news(reader, &view, lang, db);
    // The log's lines, written when the log or the language changes, not at every render: in
    // play the seat's own log; in a replay the whole game's log as the watched seat saw it (the
    // same lines at every step: only the rows whose step changed draw again).
    // A replay with open hands follows the seat that acts: each seat's lines are written once, the
    // first time that seat is shown, and kept (a change of sides then writes no line again).
    let log_lines = {
        let log = if replay.is_some() { Vec::new() } else { view.log.clone() };
        let in_play = use_memo((log, lang), |(log, lang)| log::lines(log, *lang, db, |_| 0));
        let of_replay = use_memo((replay.clone(), lang), |_| std::cell::RefCell::new(opcg_engine::ByPlayer::<Option<std::rc::Rc<Vec<log::LogLine>>>>::default()));
        match &replay {
            Some(r) => of_replay.borrow_mut().get_mut(viewer).get_or_insert_with(|| std::rc::Rc::new(log::lines(r.log(viewer), lang, db, |i| r.timeline().step_of_entry(i)))).clone(),
            None => in_play,
        }
    };
    let said = match &replay {
        Some(r) => replay::said(r, replay_at, &view, lang, db),
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
    // the cards take the room the bar and the decision bar leave (measured), then the arrow meets them
    fit::use_fit();
    arrow::use_arrow(view.battle.is_some() && curtain.is_none());
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
                table.dispatch(TableMsg::from(HostMsg::Show(next)));
            })
        };
        let waiting = table.session.waiting().filter(|(s, _)| *s == next).map(|(_, w)| w);
        let reason = status::curtain_reason(next, waiting, &view, lang);
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
    let dispatch = {
        let table = table.clone();
        Callback::from(move |m: TableMsg| table.dispatch(m))
    };
    let apply = {
        let table = table.clone();
        Callback::from(move |a: Action| table.dispatch(TableMsg::from(HostMsg::Apply(viewer, a))))
    };
    // Why a drop is refused: the engine says, for the move the drop meant (only in one's main
    // phase: other drags — a block, a counter — have their own lit targets).
    let refusal = move |view: crate::session::SeatView<'_>, source: Source, target: Option<Target>| -> String {
        let main = matches!(view.view().decision.map(|d| d.kind), Some(DecisionKind::Main));
        let why = moves::meant(source, target).filter(|_| main).and_then(|a| view.refusal(&a));
        moves::refusal_text(why, source, lang)
    };

    // Tap or keyboard activation of a card or area.
    let tap = {
        let table = table.clone();
        let legal = legal.clone();
        let sources = sources.clone();
        let drag = drag.clone();
        std::rc::Rc::new(move |target: Option<Target>, source: Option<Source>| {
            if drag.swallow_click() {
                return; // the click of the same gesture that ended a drag or a hold
            }
            // Choosing cards for an effect.
            if let (Some(Target::Card(id)), Some(PlayerView { decision: Some(d), .. })) = (target, Some(table.session.seat(viewer).view())) {
                if let DecisionKind::ChooseCards { candidates, .. } = &d.kind {
                    if candidates.contains(&id) {
                        table.dispatch(TableMsg::from(SeatEdit::TogglePick(id)));
                        return;
                    }
                }
            }
            let selected = table.ui().selected;
            if let (Some(sel), Some(t)) = (selected, target) {
                if let Some(a) = moves::action_for(&legal, battle_target, sel, t) {
                    table.dispatch(TableMsg::from(HostMsg::Apply(viewer, a)));
                    return;
                }
            }
            match source {
                Some(s) if sources.contains(&s) => {
                    let next = if selected == Some(s) { None } else { Some(s) };
                    table.dispatch(TableMsg::from(SeatEdit::Select(next)));
                }
                _ => {
                    if let Some(sel) = selected {
                        if target.is_some() {
                            table.dispatch(TableMsg::from(HostMsg::Flash(refusal(table.session.seat(viewer), sel, target))));
                        }
                        table.dispatch(TableMsg::from(SeatEdit::Select(None)));
                    }
                }
            }
        })
    };
    let on_tap = {
        let tap = tap.clone();
        move |target: Option<Target>, source: Option<Source>| {
            let tap = tap.clone();
            Callback::from(move |_e: MouseEvent| tap(target, source))
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
            let hold = number.map(|n| Callback::from(move |()| table.dispatch(TableMsg::from(SeatEdit::Inspect(n.clone(), id)))));
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
                Some(a) => table.dispatch(TableMsg::from(HostMsg::Apply(viewer, a))),
                None => {
                    // the drop's target of the kind the card is dragged to (a card, or the play area)
                    let target = under.iter().copied().find(|t| matches!((source, t), (Source::Hand(_), Target::Play) | (Source::Field(_) | Source::Don(_), Target::Card(_))));
                    table.dispatch(TableMsg::from(HostMsg::Flash(refusal(table.session.seat(viewer), source, target))));
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
                    table.dispatch(TableMsg::from(SeatEdit::Inspect(number.clone(), Some(id))));
                }
            })
        }
    };

    let on_key = {
        let table = table.clone();
        let replaying = replay.is_some();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            // a replay's step keys (the page's listener takes them), not a move between cards
            _ if replaying && replay::key_jump(&e).is_some() => {}
            "Escape" => {
                table.dispatch(TableMsg::from(SeatEdit::Select(None)));
                if table.ui().inspect.is_some() {
                    table.dispatch(TableMsg::from(SeatEdit::CloseInspect));
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
                        table.dispatch(TableMsg::from(SeatEdit::Inspect(n, id)));
                    }
                }
            }
            _ => {}
        })
    };

    // ---- drawing
    let picks = ui.picks.clone();
    let candidates: Vec<CardId> = match view.decision.as_ref().map(|d| &d.kind) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => candidates.clone(),
        _ => Vec::new(),
    };

    // Leaders that just took damage shake.
    let hurt_leaders: Vec<CardId> = news.hurt.iter().map(|s| view.sides.get(*s).leader.card.id).collect();
    {
        // what the board's pieces ask, carried out with this render's handlers
        let on_pointer_down = on_pointer_down.clone();
        let apply = apply.clone();
        *card_events.borrow_mut() = Some(std::rc::Rc::new(move |ev: board::CardEvent| match ev {
            board::CardEvent::Tap(target, source) => tap(target, source),
            board::CardEvent::Down(e, source, number) => on_pointer_down(source, number).emit(e),
            board::CardEvent::Hover(e, number, id) => hover(number, id).emit(e),
            board::CardEvent::Apply(a) => apply.emit(a),
        }));
    }
    let board = board::Board {
        lang,
        view: &view,
        db,
        defs: &defs,
        legal: &legal,
        sources: &sources,
        active_source,
        lit: &lit,
        candidates: &candidates,
        picks: &picks,
        hurt_leaders: &hurt_leaders,
        news: &news,
        don_count: ui.don_count,
        dispatch: &dispatch,
        on: &on_card,
        on_tap: &on_tap,
        on_pointer_down: &on_pointer_down,
    };

    let me = view.sides.get(viewer);
    let them = view.sides.get(viewer.other());
    let my_hand = me.hand.clone();

    // ---- the decision bar
    // ---- the decision bar
    let (decision_bar, about) = decision::decision_bar(&decision::DecisionBar {
        lang,
        view: &view,
        seat: table.session.seat(viewer),
        db,
        defs: &defs,
        viewer,
        acting,
        legal: &legal,
        picks: &picks,
        replay: replay.as_ref(),
        replay_at,
        replay_to: &replay_to,
        apply: &apply,
        dispatch: &dispatch,
    });

    // (always one child, empty without a battle: an `Option` would add or drop a child, and Yew,
    // pairing a list's children from its end, would then draw every sibling before it anew)
    let battle_info = match view.battle.as_ref() {
        Some(b) => html! {
            <div class="battle" aria-live="polite">
                { format!("⚔ {} {} {}", b.attacker_power, if b.attacker_power >= b.target_power { "≥" } else { "<" }, b.target_power) }
            </div>
        },
        None => Html::default(),
    };

    let close_inspect = {
        let table = table.clone();
        // focus goes back to the card shown
        let refocus = refocus.clone();
        let back = ui.inspect_id.map(|c| format!(".board [data-card=\"{}\"]", c.0));
        Callback::from(move |_| {
            if let Some(b) = &back {
                *refocus.borrow_mut() = Some(b.clone());
            }
            table.dispatch(TableMsg::from(SeatEdit::CloseInspect));
        })
    };
    // The inspected card, else the card the decision is about (wide screens show it beside the
    // board; narrower ones keep to the small face in the decision bar).
    let inspected = ui.inspect.as_ref().and_then(|n| def_of(n));
    let about_only = inspected.is_none() && about.is_some();
    let inspect = inspector::inspector(inspected.or(about), about_only, lang, close_inspect);

    let undo = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(TableMsg::from(HostMsg::Undo)))
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
        // the game is read when the button is pressed (not copied at every render)
        let table = table.clone();
        Callback::from(move |_| {
            let session = &table.session;
            if crate::gamefile::download(&crate::gamefile::file_name(session), &session.save()).is_err() {
                table.dispatch(TableMsg::from(HostMsg::Flash(t(lang, Msg::TheFileCouldNotBeSaved).to_string())));
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
    let judge_tools = judge::judge_tools(&judge::JudgeTools {
        lang,
        view: &view,
        viewer,
        my_turn_to_act,
        inspect_id: ui.inspect_id,
        inspect: ui.inspect.clone(),
        dispatch: &dispatch,
    });
    let by_hand = matches!(view.decision.as_ref().map(|d| &d.kind), Some(DecisionKind::ByHand { .. })) && my_turn_to_act;
    // who decides now and why (not whose turn it is: the defender, a [Trigger]'s owner, …)
    let waiting = table.session.waiting();
    let status = status::line(&view, &table.session.seat(viewer), waiting, lang);
    // The status names the seat at the device as the one deciding: its own name pill says nothing
    // more, so a phone gives its width to the status (which is never cut).
    let decider_here = waiting.is_some_and(|(s, _)| s == viewer) && replay.is_none();

    let on_focus = {
        let focus_at = focus_at.clone();
        Callback::from(move |_: FocusEvent| {
            if let Some(k) = focus::focused_key() {
                focus_at.borrow_mut()[seat_index(viewer)] = Some(k);
            }
        })
    };
    // The other seat's side above, the seat's own below. With open hands the screen changes sides
    // whenever the other seat acts: the two sides then keep their places in the document (seat
    // B's first) and the stylesheet puts the seat's own below (`order`), so a change of sides
    // moves no element (a moved side is styled and laid out anew: most of such a replay step,
    // scripts/trace-replay.mjs).
    let (theirs_side, mine_side) = (board.side(them, false, &other_hand), board.side(me, true, &my_hand));
    let (first_side, last_side) = if open_hands && viewer == Seat::B { (mine_side, theirs_side) } else { (theirs_side, mine_side) };
    // one child with or without a battle (see `battle_info`): the table's children keep their places
    let battle_arrow = view.battle.as_ref().map_or_else(Html::default, |b| arrow::arrow(b.attacker, b.target));

    html! {
        <>
        { live }
        <div class="table" tabindex="-1" onkeydown={on_key} onfocusin={on_focus} onpointermove={on_pointer_move} onpointerup={on_pointer_up} onpointercancel={on_pointer_cancel}
             data-viewer={viewer.to_string()}>
            <header class={classes!("table-bar", decider_here.then_some("decider-here"))}>
                if replay.is_some() { <span class="replay-badge" id="replay-badge">{ t(lang, Msg::Replay) }</span> }
                <span class="status" id="status">{ status }</span>
                <span class="viewer">{ seat_name(viewer, lang) }</span>
                if let Some(r) = &replay {
                    { replay::watch_menu(r.watch, lang, &{ let t = table.clone(); Callback::from(move |w| t.dispatch(TableMsg::from(replay::ReplayMsg::Watch(w)))) }) }
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
                    { tf(lang, Fmt::CardsReadDifferently { names: &reread_names.join(t(lang, Msg::ListComma)) }) }
                    { " " }<button type="button" class="mini" id="cards-reread-ok" onclick={{ let r = reread_seen.clone(); Callback::from(move |_| r.set(true)) }}>{ "OK" }</button>
                </div>
            }
            // text carried out by hand: the judge tools are what it is done with
            if ui.judging || by_hand { { judge_tools } }
            <div class="table-main">
                <div class="board">
                    { first_side }
                    <div class="midline" key="midline">{ battle_info }</div>
                    { last_side }
                </div>
                { inspect }
            </div>
            <log::Panel {lang} lines={log_lines.clone()} replay={replay.as_ref().map(|_| (replay_at, replay_to.clone()))} />
            <div class="ghost" ref={drag.ghost.clone()} aria-hidden="true"><span class="ghost-card">{ ghost_label.unwrap_or_default() }</span></div>
            { battle_arrow }
        </div>
        </>
    }
}
